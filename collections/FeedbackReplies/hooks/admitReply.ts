import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { FEEDBACK_MESSAGES, REPLY_TEXT_MAX } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { feedbackProject } from '@/feedbacks/feedbackProject'
import type { FeedbackReply } from '@/payload-types'

/** The reply's project is the feedback's, whatever the request says. */
export const admitReply: CollectionBeforeChangeHook<FeedbackReply> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const text = (data.text ?? '').trim()
  if (!text) throw new APIError(FEEDBACK_MESSAGES.replyEmpty, 400, null, true)
  if (text.length > REPLY_TEXT_MAX) throw new APIError(FEEDBACK_MESSAGES.replyTooLong, 400, null, true)
  const feedback = data.feedback
    ? await req.payload.findByID({
        collection: 'feedbacks',
        id: relationId(data.feedback),
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: { project: true, status: true },
      })
    : null
  if (!feedback) throw new APIError(FEEDBACK_MESSAGES.ownerOnly, 403, null, true)
  const project = await feedbackProject(req, relationId(feedback.project))
  if (isMember(req.user) && project?.ownerId !== req.user.id)
    throw new APIError(FEEDBACK_MESSAGES.ownerOnly, 403, null, true)
  if (feedback.status !== 'visible') throw new APIError(FEEDBACK_MESSAGES.notOpen, 403, null, true)
  return { ...data, text, project: relationId(feedback.project) }
}
