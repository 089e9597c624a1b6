import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES, FLAG_REASON_MAX, FLAG_REASON_MIN } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import type { FeedbackReport } from '@/payload-types'

/** Whatever the door. */
export const admitFeedbackFlag: CollectionBeforeChangeHook<FeedbackReport> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !isMember(req.user)) return data
  const reason = (data.reason ?? '').trim()
  if (reason.length < FLAG_REASON_MIN || reason.length > FLAG_REASON_MAX)
    throw new APIError(FEEDBACK_MESSAGES.flagReason, 400, null, true)
  const feedbackId = data.feedback ? relationId(data.feedback) : 0
  const feedback = await req.payload.findByID({
    collection: 'feedbacks',
    id: feedbackId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { status: true, author: true },
  })
  // A hidden or withdrawn one is answered like a missing one.
  if (feedback?.status !== 'visible') throw new APIError(FEEDBACK_MESSAGES.feedbackGone, 404, null, true)
  if (relationId(feedback.author) === req.user.id) throw new APIError(FEEDBACK_MESSAGES.ownFlag, 403, null, true)
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tryb:feedback-report'), ${req.user.id})`)
  const { rows } = await db.execute(
    sql`select 1 from feedback_reports where member_id = ${req.user.id} and feedback_id = ${feedbackId}`,
  )
  if (rows.length > 0) throw new APIError(FEEDBACK_MESSAGES.flaggedAlready, 409, null, true)
  const limit = await hit(req.payload, `feedback-report:member:${req.user.id}`, LIMITS.feedbackFlagPerMember)
  if (!limit.allowed) throw new APIError(FEEDBACK_MESSAGES.tooManyFlags, 429, null, true)
  return { ...data, reason, status: 'open' }
}
