import type { Field, GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { longText, sectionList, text } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

const legalPage = (name: string, label: string, path: string): Field => ({
  name,
  type: 'group',
  label: `${label} (${path})`,
  fields: [
    text('title', 'Titre'),
    longText('intro', 'Introduction', false),
    sectionList('sections', 'Sections'),
    {
      name: 'last_updated',
      type: 'date',
      label: 'Dernière mise à jour',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
  ],
})

export const Legal: GlobalConfig = {
  slug: 'legal',
  label: 'Pages légales',
  admin: { group: 'Site' },
  access: { read: publicAccess, update: staffOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Mentions légales', fields: [legalPage('mentions', 'Mentions légales', '/mentions-legales')] },
        { label: 'Confidentialité', fields: [legalPage('privacy', 'Confidentialité', '/confidentialite')] },
        { label: 'CGU', fields: [legalPage('terms', 'CGU', '/cgu')] },
      ],
    },
  ],
}
