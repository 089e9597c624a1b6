import { APIError, type CollectionBeforeLoginHook } from 'payload'

import { INACTIVE_ACCOUNT } from '@/domain/members/memberRouting'
import type { Member } from '@/payload-types'

export const refuseInactiveLogin: CollectionBeforeLoginHook<Member> = ({ user }) => {
  if (user.status === 'inactive') throw new APIError(INACTIVE_ACCOUNT, 403, undefined, true)
  return user
}
