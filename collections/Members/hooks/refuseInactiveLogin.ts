import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { INACTIVE_ACCOUNT } from '@/domain/memberRouting'
import type { Member } from '@/payload-types'

/** Inactive members cannot sign in, through the site or the REST API. */
export const refuseInactiveLogin: CollectionBeforeLoginHook<Member> = ({ user }) => {
  if (user.status === 'inactive') throw new APIError(INACTIVE_ACCOUNT, 403, undefined, true)
  return user
}
