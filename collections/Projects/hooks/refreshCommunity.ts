import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/cache/expireTags'
import { COMMUNITY_TAG, projectTag } from '@/domain/infrastructure/cacheTags'
import type { Project } from '@/payload-types'

const publicPages = (slugs: Array<string | null | undefined>) => [
  COMMUNITY_TAG,
  ...slugs.flatMap((slug) => (slug ? [projectTag(slug)] : [])),
]

/** Under its old slug too, which then says "Projet introuvable". */
export const refreshCommunityOnChange: CollectionAfterChangeHook<Project> = async ({ doc, previousDoc, req }) => {
  await expireTags(req, publicPages([doc.slug, previousDoc?.slug]))
  return doc
}

export const refreshCommunityOnDelete: CollectionAfterDeleteHook<Project> = async ({ doc, req }) => {
  await expireTags(req, publicPages([doc.slug]))
  return doc
}
