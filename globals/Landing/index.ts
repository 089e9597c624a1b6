import type { GlobalConfig } from 'payload'

import { staffOnly } from '@/access/staffOnly'
import { staffOrPublished } from '@/access/staffOrPublished'
import { POINTS_RULES } from '@/domain/declaredActions/declaredActions'
import { NETWORK_OPTIONS } from '../iconOptions'

import { icon, list, longText, text } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'

const card = [icon(), text('title', 'Titre'), longText('text', 'Texte')]

/** Autosaved drafts show in the live preview; "Publier" puts them on the public site. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  label: 'Page d’accueil',
  admin: {
    group: 'Site',
    livePreview: {
      url: '/api/preview?path=/',
      breakpoints: [
        { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
        { name: 'tablet', label: 'Tablette', width: 768, height: 1024 },
        { name: 'desktop', label: 'Ordinateur', width: 1440, height: 900 },
      ],
    },
  },
  access: { read: staffOrPublished, readVersions: staffOnly, update: staffOnly },
  versions: { max: 50, drafts: { autosave: { interval: 1000 } } },
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          name: 'hero',
          label: 'Accroche',
          fields: [
            text('title', 'Titre'),
            longText('subtitle', 'Sous-titre'),
            list('cards', 'Cartes', { exactly: 3 }, [
              ...card,
              {
                name: 'networks',
                type: 'select',
                label: 'Logos de réseaux sociaux',
                hasMany: true,
                options: NETWORK_OPTIONS.map(({ value, label }) => ({ value, label })),
              },
            ]),
            {
              type: 'row',
              fields: [
                text('primary_label', 'Bouton principal (vers /apply)'),
                text('secondary_label', 'Bouton secondaire (vers #features)'),
              ],
            },
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: 'Illustration (facultative)',
            },
          ],
        },
        {
          name: 'counter',
          label: 'Compteur',
          description:
            'Le compteur « N membres sur 50 » compte les membres actifs, face à la capacité des règles de la communauté. Les chiffres manuels le remplacent tant que ce mode est choisi.',
          fields: [
            {
              name: 'mode',
              type: 'radio',
              label: 'Chiffres affichés',
              required: true,
              defaultValue: 'live',
              options: [
                { value: 'live', label: 'Calculés (membres actifs)' },
                { value: 'manual', label: 'Manuels' },
              ],
            },
            {
              type: 'row',
              admin: { condition: (data) => data?.counter?.mode === 'manual' },
              fields: [
                manualFigure('manual_members', 'Membres'),
                manualFigure('manual_places_left', 'Places restantes'),
                manualFigure('manual_percent', 'Progression (%)', 100),
              ],
            },
          ],
        },
        {
          name: 'features',
          label: 'Fonctionnalités',
          fields: [
            text('title', 'Titre'),
            longText('intro', 'Introduction', false),
            list('cards', 'Cartes', { exactly: 4 }, card),
          ],
        },
        {
          name: 'testimonials',
          label: 'Témoignages',
          fields: [
            text('title', 'Titre'),
            longText('note', 'Note sous le titre', false),
            list('cards', 'Cartes', { min: 3, max: 12 }, [
              icon(),
              text('name', 'Nom'),
              text('figure', 'Chiffre clé'),
              text('detail', 'Détail'),
            ]),
          ],
        },
        {
          name: 'steps',
          label: 'Comment ça marche',
          fields: [
            text('title', 'Titre'),
            list('items', 'Étapes', { exactly: 4 }, [text('title', 'Titre'), longText('text', 'Texte')]),
          ],
        },
        {
          name: 'points',
          label: 'Points',
          description:
            'Les points de chaque ligne viennent des règles de la communauté. Une règle sans ligne est affichée avec sa formulation par défaut.',
          fields: [
            text('title', 'Titre'),
            longText('intro', 'Introduction', false),
            list('rows', 'Lignes', { min: 1, max: 10 }, [
              text('action', 'Action'),
              {
                name: 'rule',
                type: 'select',
                label: 'Points des règles',
                required: true,
                options: POINTS_RULES.map(({ value, label }) => ({ value, label })),
              },
            ]),
          ],
        },
        {
          name: 'referral',
          label: 'Parrainage',
          fields: [
            text('title', 'Titre'),
            longText('intro', 'Introduction', false),
            list('cards', 'Cartes', { min: 1, max: 6 }, card),
          ],
        },
        {
          name: 'final_cta',
          label: 'Appel final',
          fields: [
            text('title', 'Titre'),
            longText('text', 'Texte', false),
            text('button_label', 'Bouton (vers /apply)'),
            text('charter_text', 'Phrase sur la charte'),
            text('charter_button_label', 'Bouton qui ouvre la charte'),
          ],
        },
        {
          name: 'meta',
          label: 'Référencement',
          fields: [
            text('title', 'Titre de la page'),
            {
              name: 'description',
              type: 'textarea',
              label: 'Description (moteurs de recherche et partages)',
              required: true,
              maxLength: 200,
            },
          ],
        },
      ],
    },
  ],
}

function manualFigure(name: string, label: string, max?: number) {
  return { name, type: 'number' as const, label, min: 0, max, admin: { step: 1 } }
}
