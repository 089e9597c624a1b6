import type { Field, GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { list, longText, text } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

const offer = (name: string, label: string, ctaLabel: string, extra: Field[] = []): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [text('badge', 'Étiquette'), text('name', 'Nom de l’offre')],
    },
    {
      type: 'row',
      fields: [text('price', 'Prix'), text('period', 'Période')],
    },
    text('note', 'Précision'),
    list('features', 'Inclus', { min: 1, max: 10 }, [
      text('text', 'Avantage'),
      { name: 'soon', type: 'checkbox', label: 'Marquer « bientôt »', defaultValue: false },
    ]),
    text('cta_label', ctaLabel),
    ...extra,
  ],
})

export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: 'Tarifs',
  admin: { group: 'Site' },
  access: { read: publicAccess, update: staffOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    text('title', 'Titre'),
    longText('intro', 'Introduction', false),
    offer('batch1', 'Batch 1', 'Bouton (vers /apply)'),
    offer('batch2', 'Batch 2', 'Bouton de la liste d’attente', [
      longText('waitlist_intro', 'Texte du formulaire de liste d’attente'),
      text('consent_label', 'Case de consentement'),
      text('waitlist_success', 'Message de confirmation'),
    ]),
    {
      name: 'campaign',
      type: 'group',
      label: 'Campagne d’amplification',
      fields: [
        text('title', 'Titre'),
        {
          type: 'row',
          fields: [
            // The card shows the rules' campaign_price, so this copy is shown nowhere. It stays:
            // its column is NOT NULL, filled by the migration 20261121_194552.
            text('price', 'Prix', { admin: { hidden: true } }),
            text('period', 'Période'),
          ],
        },
        list('inclusions', 'Ce que la campagne finance', { exactly: 3 }, [text('text', 'Élément')]),
        longText('note', 'Conditions', false),
        text('cta_label', 'Bouton (vers /project-submit)'),
      ],
    },
    {
      name: 'claims',
      type: 'group',
      label: 'Résultats de la Beta',
      fields: [
        text('title', 'Titre'),
        text('note', 'Source des chiffres'),
        list('items', 'Chiffres', { min: 1, max: 6 }, [text('figure', 'Chiffre'), text('label', 'Libellé')]),
      ],
    },
    {
      name: 'meta_description',
      type: 'textarea',
      label: 'Description de /tarifs (moteurs de recherche et partages)',
      required: true,
      maxLength: 200,
    },
  ],
}
