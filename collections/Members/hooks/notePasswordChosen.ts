import type { CollectionBeforeChangeHook } from 'payload'

import { isUnknownPassword } from '@/context/requestContext'
import type { Member } from '@/payload-types'

/**
 * `has_password` says whether the member knows a password of theirs: every write of a password
 * makes it true (sign-up, reset, /profile, an admin), except the random one an application is
 * created with. /profile asks for the current password only when there is one.
 */
export const notePasswordChosen: CollectionBeforeChangeHook<Member> = ({ data, context }) => {
  const password = (data as { password?: unknown }).password
  if (typeof password === 'string' && password.length > 0) data.has_password = !isUnknownPassword(context)
  return data
}
