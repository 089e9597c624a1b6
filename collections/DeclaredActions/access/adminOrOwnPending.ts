import type { Access, Where } from 'payload'

import { isAdmin } from '@/access/utilities'

/**
 * A filter, so REST's PATCH and DELETE obey it too; pending is checked again under the row lock, since an admin may be
 * validating meanwhile.
 */
export const adminOrOwnPending: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members') {
    const ownPending: Where[] = [{ member: { equals: user.id } }, { status: { equals: 'pending' } }]
    return { and: ownPending }
  }
  return false
}
