import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Rows a member creates are always theirs: the `member` field takes the signed-in member's id
 * whatever the request says. Admins may create rows for any member.
 */
export const assignMember: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'members') {
    return { ...data, member: req.user.id }
  }
  return data
}
