import type { Access } from 'payload'

import { isActiveMember, isAdmin } from '@/access/utilities'

/** Visitors and waitlist members learn only the count, from the project page. */
export const readFeedbacks: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection !== 'members') return false
  const own = { author: { equals: user.id } }
  if (!isActiveMember(user)) return own
  return { or: [{ status: { equals: 'visible' } }, own] }
}
