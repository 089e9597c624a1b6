import type { Access, Where } from 'payload'

import { isAdmin } from '@/access/utilities'

/**
 * Correcting or withdrawing a declaration: admins any; a member only their own while it is
 * pending (a filter, so REST's PATCH and DELETE obey it too). Whether it is still pending when
 * the write happens is checked again under the row's lock (`refuseSettledChange`,
 * `refuseSettledWithdrawal`): an admin may be validating it at that very moment.
 */
export const adminOrOwnPending: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members') {
    const ownPending: Where[] = [{ member: { equals: user.id } }, { status: { equals: 'pending' } }]
    return { and: ownPending }
  }
  return false
}
