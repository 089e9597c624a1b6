import type { GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { DEFAULT_CHARTER } from './defaultCharter'
import { sectionList } from '../fields'
import { revalidateOnSave } from '../revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../../collections/endpoints/refuseUnusedEndpoints'

/**
 * The charter: the full page at /charte and the two short versions shown in dialogs (the
 * application's five sections, the sign-up's three). Public to read; the marketing team and
 * the admins edit it, and a save refreshes the pages that show it.
 */
export const Charter: GlobalConfig = {
  slug: 'charter',
  label: 'Charte',
  admin: { group: 'Site' },
  access: { read: publicAccess, update: staffOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Page /charte',
          fields: [
            { name: 'title', type: 'text', label: 'Titre', required: true, defaultValue: DEFAULT_CHARTER.title },
            { name: 'intro', type: 'textarea', label: 'Introduction', defaultValue: DEFAULT_CHARTER.intro },
            { ...sectionList('sections', 'Sections'), defaultValue: DEFAULT_CHARTER.sections },
            {
              type: 'row',
              fields: [
                {
                  name: 'contact_text',
                  type: 'text',
                  label: 'Texte du contact',
                  defaultValue: DEFAULT_CHARTER.contact_text,
                },
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
              name: 'last_updated',
              type: 'date',
              label: 'Dernière mise à jour',
              required: true,
              admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
            },
          ],
        },
        {
          label: 'Versions courtes (fenêtres)',
          fields: [
            {
              ...sectionList('apply_dialog', 'Candidature (/apply) — 5 sections', { exactly: 5 }),
              defaultValue: DEFAULT_CHARTER.apply_dialog,
            },
            {
              ...sectionList('signup_dialog', 'Inscription (/signup) — 3 sections', { exactly: 3 }),
              defaultValue: DEFAULT_CHARTER.signup_dialog,
            },
          ],
        },
      ],
    },
  ],
}
