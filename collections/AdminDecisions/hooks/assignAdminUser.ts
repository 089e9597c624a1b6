import type { CollectionBeforeChangeHook } from 'payload'

/** The decision is signed by the admin who takes it, never by a name typed in the form. */
export const assignAdminUser: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'users') {
    return { ...data, admin_user: req.user.id }
  }
  return data
}
