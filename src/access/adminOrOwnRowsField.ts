import type { FieldAccess } from 'payload'

import { relationId } from '@/domain/relationId'

import { isAdmin } from './utilities'

/**
 * Without a document (filters, sorts) only admins pass, so nobody can find a member's rows by querying on the field.
 */
export const adminOrOwnRowsField =
  (memberField = 'member'): FieldAccess =>
  ({ req: { user }, doc }) => {
    if (isAdmin(user)) return true
    if (user?.collection !== 'members' || !doc) return false
    return relationId(doc[memberField]) === user.id
  }
