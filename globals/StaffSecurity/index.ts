import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

/** Admins only, to read too: whether admins need a second factor is no one else's business. */
export const StaffSecurity: GlobalConfig = {
  slug: 'staff-security',
  label: 'Sécurité de l’équipe',
  admin: { group: 'Administration', hidden: hiddenFromNonAdmins },
  access: { read: adminOnly, update: adminOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  fields: [
    {
      name: 'second_factor_required_for_admins',
      type: 'checkbox',
      label: 'Double authentification obligatoire pour les administrateurs',
      defaultValue: false,
      admin: {
        description:
          'Un administrateur sans application d’authentification devra en activer une à sa prochaine connexion, après son mot de passe. Chacun l’active aussi depuis « Mon compte ».',
      },
    },
  ],
}
