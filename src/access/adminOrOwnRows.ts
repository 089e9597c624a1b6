import type { Access } from 'payload'

import { isAdmin } from './utilities'

/**
 * For rows that belong to one member through a relationship field (`member` by default):
 * admins see all, a member gets a filter on their own rows, anyone else nothing.
 */
export const adminOrOwnRows =
  (memberField = 'member'): Access =>
  ({ req: { user } }) => {
    if (isAdmin(user)) return true
    if (user?.collection === 'members') return { [memberField]: { equals: user.id } }
    return false
  }
