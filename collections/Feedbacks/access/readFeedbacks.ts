import type { Access } from 'payload'

import { isActiveMember, isAdmin } from '@/access/utilities'

/**
 * Admins read every feedback; active members the visible ones and their own (withdrawn or hidden
 * included); other members only their own. Visitors and waitlist members learn how many there are
 * from the project page, never the text.
 */
export const readFeedbacks: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection !== 'members') return false
  const own = { author: { equals: user.id } }
  if (!isActiveMember(user)) return own
  return { or: [{ status: { equals: 'visible' } }, own] }
}
