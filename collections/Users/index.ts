import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { isAdmin, isStaff } from '@/access/utilities'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { STAFF_RESET_SUBJECT, staffPasswordResetEmail } from '@/email/templates/staffPasswordReset'
import { siteUrl } from '@/siteUrl'

import { passwordLoginEndpoint } from '../authEndpoints/passwordLoginEndpoint'
import { staffPasswordResetEndpoint } from '../authEndpoints/staffPasswordResetEndpoint'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { requireSecondFactor } from './hooks/requireSecondFactor'
import { everyCollection } from '../everyCollection'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Membre de l’équipe', plural: 'Équipe' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Administration',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // "Mot de passe oublié ?" in the site's layout and voice, not Payload's bare default.
    forgotPassword: {
      generateEmailSubject: () => STAFF_RESET_SUBJECT,
      generateEmailHTML: (args) =>
        staffPasswordResetEmail({
          to: String(args?.user?.email ?? ''),
          name: (args?.user as { name?: string | null } | undefined)?.name,
          url: `${siteUrl()}/admin/reset/${args?.token ?? ''}`,
        }).html,
    },
  },
  access: {
    // The admin panel is for staff only; members can never enter it.
    admin: ({ req }) => isStaff(req.user),
    read: ({ req: { user } }) => {
      if (isAdmin(user)) return true
      if (user?.collection === 'users') return { id: { equals: user.id } }
      return false
    },
    // Anyone may call create only while there is no user at all (the first-user screen);
    // the hook below then makes that first user an admin. Afterwards only admins create staff.
    create: async ({ req }) => {
      if (isAdmin(req.user)) return true
      const { totalDocs } = await req.payload.count({ collection: 'users', req })
      return totalDocs === 0
    },
    update: ({ req: { user } }) => {
      if (isAdmin(user)) return true
      if (user?.collection === 'users') return { id: { equals: user.id } }
      return false
    },
    delete: adminOnly,
    unlock: adminOnly,
  },
  // Staff sign in with the same limits and answers as members, and a reset hands out no session.
  endpoints: [...everyCollection.endpoints, passwordLoginEndpoint('users'), staffPasswordResetEndpoint],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [firstUserIsAdmin],
    beforeLogin: [requireSecondFactor],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nom' },
    {
      name: 'roles',
      type: 'select',
      label: 'Rôles',
      hasMany: true,
      required: true,
      defaultValue: ['marketing'],
      options: [
        { label: 'Administrateur', value: 'admin' },
        { label: 'Marketing', value: 'marketing' },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'late_digest',
      type: 'checkbox',
      label: 'Recevoir l’e-mail quotidien des retards de modération',
      defaultValue: true,
      admin: {
        description: 'Chaque matin à 8 h, s’il y a des éléments en retard. Envoyé aux administrateurs seulement.',
      },
    },
    {
      name: 'second_factor',
      type: 'ui',
      label: 'Double authentification',
      admin: { components: { Field: '/src/components/admin/secondFactor/SecondFactorField#SecondFactorField' } },
    },
  ],
}
