import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { COMMUNITY_TAG } from '@/domain/cacheTags'

const expireCommunity = (context: Record<string, unknown>) => {
  if (context.disableRevalidate) return
  try {
    revalidateTag(COMMUNITY_TAG, { expire: 0 })
  } catch {
    // Changed outside a Next.js server (seed, scripts, tests): nothing is cached there.
  }
}

/** The community lists are cached: any saved or deleted project refreshes them. */
export const refreshCommunityOnChange: CollectionAfterChangeHook = ({ doc, context }) => {
  expireCommunity(context)
  return doc
}

export const refreshCommunityOnDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  expireCommunity(context)
  return doc
}
