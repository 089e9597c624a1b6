import type { Access } from 'payload'

import { isAdmin } from '@/access/utilities'
import { publiclyVisibleWhere } from '@/domain/projects/projectVisibility'

export const readProjects: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection === 'members') {
    return { or: [publiclyVisibleWhere, { owner: { equals: user.id } }] }
  }
  return publiclyVisibleWhere
}
