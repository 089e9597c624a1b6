import type { CollectionBeforeValidateHook } from 'payload'

import type { Member } from '@/payload-types'

export const normalizeEmail: CollectionBeforeValidateHook<Member> = ({ data }) => {
  if (typeof data?.email === 'string') return { ...data, email: data.email.trim().toLowerCase() }
  return data
}
