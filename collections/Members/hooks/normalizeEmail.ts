import type { CollectionBeforeValidateHook } from 'payload'

import type { Member } from '@/payload-types'

/** One address, one member: compare and store e-mails trimmed and lowercased. */
export const normalizeEmail: CollectionBeforeValidateHook<Member> = ({ data }) => {
  if (typeof data?.email === 'string') return { ...data, email: data.email.trim().toLowerCase() }
  return data
}
