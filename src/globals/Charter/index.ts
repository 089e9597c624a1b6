import type { GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { nobodyField } from '@/access/nobody'
import { CHARTER_CHAPTERS, charterKeysProblem } from '@/domain/charter'

import { DEFAULT_CHARTER } from './defaultCharter'
import { publishCharterVersion } from './hooks/publishCharterVersion'
import { longText, text } from '../fields'
import { revalidateOnSave } from '../revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../../collections/endpoints/refuseUnusedEndpoints'

/** A changed text is a new version members accept again (docs/PRODUCT-RULES.md#charter). */
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
              'Augmente d’elle-même quand le texte change : chaque membre accepte alors la nouvelle version à sa prochaine visite.',
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
        longText('body', 'Texte'),
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
  ],
}
