import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/cache/expireTags'
import { MEMBERSHIP_COUNT_TAG } from '@/domain/infrastructure/cacheTags'
import type { Member } from '@/payload-types'

/** The landing counter counts active members: it refreshes when a member enters or leaves that status. */
export const refreshMembershipCountOnChange: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const wasActive = operation === 'update' && previousDoc?.status === 'active'
  if (wasActive !== (doc.status === 'active')) await expireTags(req, [MEMBERSHIP_COUNT_TAG])
  return doc
}

export const refreshMembershipCountOnDelete: CollectionAfterDeleteHook<Member> = async ({ doc, req }) => {
  if (doc.status === 'active') await expireTags(req, [MEMBERSHIP_COUNT_TAG])
  return doc
}
