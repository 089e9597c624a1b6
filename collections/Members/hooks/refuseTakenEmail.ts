import { APIError, type CollectionBeforeChangeHook, type Where } from 'payload'

import { ACCOUNT_MESSAGES } from '@/auth/accountChange'
import type { Member } from '@/payload-types'

/** Payload's own uniqueness error names the table; the unique index stays the guard against simultaneous writes. */
export const refuseTakenEmail: CollectionBeforeChangeHook<Member> = async ({ data, originalDoc, req }) => {
  if (typeof data.email !== 'string' || data.email === originalDoc?.email) return data
  const where: Where = originalDoc
    ? { and: [{ email: { equals: data.email } }, { id: { not_equals: originalDoc.id } }] }
    : { email: { equals: data.email } }
  const { totalDocs } = await req.payload.count({ collection: 'members', where, req, overrideAccess: true })
  if (totalDocs > 0) throw new APIError(ACCOUNT_MESSAGES.emailTaken, 409, null, true)
  return data
}
