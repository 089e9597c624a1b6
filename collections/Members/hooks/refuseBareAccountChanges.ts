import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isMember } from '@/access/utilities'
import { ACCOUNT_MESSAGES } from '@/auth/accountChange'
import { isAccountChange } from '@/context/requestContext'

/** Only the profile's flows re-prove identity and confirm the address; admins and server code are left alone. */
export const refuseBareAccountChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !isMember(req.user) || isAccountChange(req.context)) return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && ('email' in data || 'password' in data)) {
    throw new APIError(ACCOUNT_MESSAGES.throughProfile, 403, null, true)
  }
  return args
}
