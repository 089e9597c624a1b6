import type { Access } from 'payload'

import { isAdmin } from './utilities'

export const adminOrOwnRows =
  (memberField = 'member'): Access =>
  ({ req: { user } }) => {
    if (isAdmin(user)) return true
    if (user?.collection === 'members') return { [memberField]: { equals: user.id } }
    return false
  }
