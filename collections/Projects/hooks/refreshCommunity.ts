import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { COMMUNITY_TAG, projectTag } from '@/domain/cacheTags'
import type { Project } from '@/payload-types'

/** Expires the community lists and the pages of `slugs` (a project's old and new slug). */
const expirePublicPages = (context: Record<string, unknown>, slugs: Array<string | null | undefined>) => {
  if (context.disableRevalidate) return
  try {
    revalidateTag(COMMUNITY_TAG, { expire: 0 })
    for (const slug of new Set(slugs)) if (slug) revalidateTag(projectTag(slug), { expire: 0 })
  } catch {
    // Changed outside a Next.js server (seed, scripts, jobs, tests): nothing is cached there.
  }
}

/**
 * The community lists and each public project page are cached: any saved or deleted project
 * refreshes the lists and its page, under its old slug too (which then says "Projet introuvable").
 */
export const refreshCommunityOnChange: CollectionAfterChangeHook<Project> = ({ doc, previousDoc, context }) => {
  expirePublicPages(context, [doc.slug, previousDoc?.slug])
  return doc
}

export const refreshCommunityOnDelete: CollectionAfterDeleteHook<Project> = ({ doc, context }) => {
  expirePublicPages(context, [doc.slug])
  return doc
}
