import type { Field, GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { nobodyField } from '@/access/nobody'
import {
  CHARTER_CHANGE_KINDS,
  CHARTER_CHAPTERS,
  CHARTER_SUMMARY_MAX_LENGTH,
  charterKeysProblem,
  charterPriceProblem,
} from '@/domain/charter'

import { DEFAULT_CHARTER } from './defaultCharter'
import { publishCharterVersion } from './hooks/publishCharterVersion'
import { longText, text } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

/** A changed text is a correction or a new version members accept again (docs/PRODUCT-RULES.md#charter). */
export const Charter: GlobalConfig = {
  slug: 'charter',
  label: 'Charte',
  admin: { group: 'Site' },
  access: { read: publicAccess, update: staffOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { beforeChange: [publishCharterVersion], afterChange: [revalidateOnSave] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'version',
          type: 'number',
          label: 'Version en vigueur',
          required: true,
          defaultValue: 1,
          access: { create: nobodyField, update: nobodyField },
          admin: {
            readOnly: true,
            description:
              'Augmente quand tu enregistres une « Nouvelle version » : chaque membre l’accepte alors à sa prochaine visite.',
          },
        },
        {
          name: 'last_updated',
          type: 'date',
          label: 'Version du',
          required: true,
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
        },
      ],
    },
    {
      name: 'version_summary',
      type: 'textarea',
      label: 'Ce qui a changé dans la version en vigueur',
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        description: 'Montré aux membres avant qu’ils acceptent la version en vigueur.',
        condition: (data) => Boolean(data?.version_summary),
      },
    },
    { name: 'title', type: 'text', label: 'Titre', required: true, defaultValue: DEFAULT_CHARTER.title },
    { name: 'intro', type: 'textarea', label: 'Introduction', defaultValue: DEFAULT_CHARTER.intro },
    {
      name: 'sections',
      type: 'array',
      label: 'Sections',
      required: true,
      minRows: 1,
      labels: { singular: 'Section', plural: 'Sections' },
      defaultValue: DEFAULT_CHARTER.sections,
      validate: (rows: unknown) =>
        charterKeysProblem(Array.isArray(rows) ? rows.map((row) => (row as { key?: string }).key) : []) ?? true,
      fields: [
        text('key', 'Clé', {
          admin: { description: 'Identifiant stable de la section (son ancre sur /charte), ex. « confidentialite ».' },
        }),
        text('heading', 'Titre'),
        {
          ...longText('body', 'Texte'),
          validate: (body: unknown) => charterPriceProblem(typeof body === 'string' ? body : '') ?? true,
          admin: {
            description:
              'Une ligne vide sépare deux paragraphes. Écris {prix_campagne} pour le prix d’une campagne : le site y met celui des règles.',
          },
        } as Field,
        {
          name: 'chapters',
          type: 'select',
          label: 'Montrée aussi dans',
          hasMany: true,
          options: Object.entries(CHARTER_CHAPTERS).map(([value, label]) => ({ value, label })),
          admin: {
            description:
              'Les fenêtres d’inscription et de candidature montrent les sections de leur chapitre ; /charte et la soumission de projet montrent tout.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contact_text', type: 'text', label: 'Texte du contact', defaultValue: DEFAULT_CHARTER.contact_text },
        {
          name: 'contact_email',
          type: 'email',
          label: 'E-mail de contact',
          required: true,
          defaultValue: DEFAULT_CHARTER.contact_email,
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Enregistrer une modification du texte',
      admin: {
        initCollapsed: false,
        description:
          'Obligatoire quand le titre, l’introduction ou une section change (pas pour le contact) : dis si c’est une correction ou une nouvelle version.',
      },
      fields: [
        {
          // Chosen at each save: the hook empties it once read, so the next save asks again.
          name: 'change',
          type: 'radio',
          label: 'Cette modification est',
          options: Object.entries(CHARTER_CHANGE_KINDS).map(([value, label]) => ({ value, label })),
        },
        {
          name: 'change_summary',
          type: 'textarea',
          label: 'Ce qui change (en une ou deux phrases)',
          maxLength: CHARTER_SUMMARY_MAX_LENGTH,
          // Always shown (no admin condition: it is computed by a server round-trip that lagged).
          admin: {
            description:
              'Pour une nouvelle version : les membres lisent ce résumé en premier, avant de l’accepter. Ignoré pour une correction.',
          },
        },
      ],
    },
  ],
}
