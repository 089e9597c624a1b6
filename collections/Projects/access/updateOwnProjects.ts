import type { Access } from 'payload'

import { isAdmin } from '@/access/utilities'

/** Admins update any project; a member who is not inactive updates their own. */
export const updateOwnProjects: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members' && user.status !== 'inactive') {
    return { owner: { equals: user.id } }
  }
  return false
}
