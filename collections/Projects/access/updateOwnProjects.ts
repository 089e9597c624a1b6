import type { Access } from 'payload'

import { isAdmin } from '@/access/utilities'

export const updateOwnProjects: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members' && user.status !== 'inactive') {
    return { owner: { equals: user.id } }
  }
  return false
}
