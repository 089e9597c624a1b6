import type { Access } from 'payload'

import { isAdmin } from './utilities'

/**
 * For the `members` collection: admins see everyone; a member gets a filter on their own id;
 * anyone else nothing.
 */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members') return { id: { equals: user.id } }
  return false
}
