import type { CollectionAfterChangeHook } from 'payload'

import { markTagsStale } from '@/cache/expireTags'
import { COMMUNITY_TAG, projectTag } from '@/domain/cacheTags'
import { relationId } from '@/domain/relationId'
import { feedbackProject } from '@/feedbacks/feedbackProject'
import type { Feedback } from '@/payload-types'

/**
 * The project page's count of feedbacks (and the lists' counts) move with each feedback written,
 * withdrawn or hidden: their pages are marked stale, served while they render again, as for votes.
 */
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
