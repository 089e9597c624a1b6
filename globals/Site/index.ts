import type { GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { linkList, text } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

export const Site: GlobalConfig = {
  slug: 'site',
  label: 'En-tête et pied de page',
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
          label: 'En-tête',
          fields: [
            text('brand', 'Nom affiché (logo, vers /)'),
            linkList('nav', 'Navigation'),
            {
              type: 'row',
              fields: [
                text('login_label', 'Bouton de connexion (vers /login)'),
                text('start_label', 'Bouton principal (vers /apply)'),
              ],
            },
          ],
        },
        {
          label: 'Pied de page',
          fields: [
            text('tagline', 'Phrase d’accroche'),
            linkList('footer_links', 'Liens de la page'),
            linkList('legal_links', 'Liens légaux'),
            text('copyright', 'Mention de copyright'),
          ],
        },
      ],
    },
  ],
}
