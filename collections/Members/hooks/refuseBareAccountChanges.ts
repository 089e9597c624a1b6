import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isMember } from '@/access/utilities'
import { ACCOUNT_MESSAGES } from '@/auth/accountChange'
import { isAccountChange } from '@/context/requestContext'

/**
 * A member's `email` and `password` change only through the profile's own flows (current
 * password, or a fresh magic-link sign-in, required; new address confirmed by a link): a member's plain update carrying either
 * (`PATCH /api/members/{id}`, the Local API as the member) is refused before anything is read or
 * written. Admins' edits and server code acting for no one are left alone.
 */
export const refuseBareAccountChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !isMember(req.user) || isAccountChange(req.context)) return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && ('email' in data || 'password' in data)) {
    throw new APIError(ACCOUNT_MESSAGES.throughProfile, 403, null, true)
  }
  return args
}
