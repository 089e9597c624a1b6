import type { FieldAccess } from 'payload'

import { isAdmin } from '@/access/utilities'
import { relationId } from '@/db/relationId'

/**
 * Fields that would reveal who is behind a project, or what the team told its owner: the
 * owner and the admins read them, nobody else.
 */
export const ownerOrAdminOnlyField: FieldAccess = ({ req: { user }, doc }) => {
  if (isAdmin(user)) return true
  if (user?.collection !== 'members' || !doc) return false
  return relationId(doc.owner) === user.id
}
