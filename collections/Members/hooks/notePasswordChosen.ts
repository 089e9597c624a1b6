import type { CollectionBeforeChangeHook } from 'payload'

import { isUnknownPassword } from '@/context/requestContext'
import type { Member } from '@/payload-types'

/** /profile asks for the current password only when there is one; the application's random password does not count. */
export const notePasswordChosen: CollectionBeforeChangeHook<Member> = ({ data, context }) => {
  const password = (data as { password?: unknown }).password
  if (typeof password === 'string' && password.length > 0) data.has_password = !isUnknownPassword(context)
  return data
}
