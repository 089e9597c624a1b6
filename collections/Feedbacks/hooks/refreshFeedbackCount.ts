import type { CollectionAfterChangeHook } from 'payload'

import { markTagsStale } from '@/cache/expireTags'
import { COMMUNITY_TAG, projectTag } from '@/domain/infrastructure/cacheTags'
import { relationId } from '@/domain/relationId'
import { feedbackProject } from '@/feedbacks/feedbackProject'
import type { Feedback } from '@/payload-types'

/** Marked stale, not expired, so the pages are still served while they render again. */
export const refreshFeedbackCount: CollectionAfterChangeHook<Feedback> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.status === doc.status) return doc
  const project = await feedbackProject(req, relationId(doc.project))
  if (project?.slug) await markTagsStale(req, [projectTag(project.slug), COMMUNITY_TAG])
  return doc
}
