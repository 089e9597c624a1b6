import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { MEMBERSHIP_COUNT_TAG } from '@/domain/cacheTags'
import type { Member } from '@/payload-types'

const expireCount = (context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  try {
    revalidateTag(MEMBERSHIP_COUNT_TAG, { expire: 0 })
  } catch {
    // Changed outside a Next.js server (seed, scripts, tests): nothing is cached there.
  }
}

/** The landing counter counts active members: it refreshes when a member enters or leaves that status. */
export const refreshMembershipCountOnChange: CollectionAfterChangeHook<Member> = ({
  doc,
  previousDoc,
  operation,
  context,
}) => {
  const wasActive = operation === 'update' && previousDoc?.status === 'active'
  if (wasActive !== (doc.status === 'active')) expireCount(context)
  return doc
}

export const refreshMembershipCountOnDelete: CollectionAfterDeleteHook<Member> = ({ doc, context }) => {
  if (doc.status === 'active') expireCount(context)
  return doc
}
