import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { drizzleFor } from '@/db/drizzleFor'
import { duplicateKey, FEEDBACK_MESSAGES, feedbackText } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { feedbackProject, takesFeedback } from '@/feedbacks/feedbackProject'
import type { Feedback } from '@/payload-types'

/**
 * Whatever the door; identical ones sent at once take turns on a lock of the project and text. Admins and server code
 * write freely.
 */
export const admitFeedback: CollectionBeforeChangeHook<Feedback> = async ({ data, operation, req }) => {
  if (operation === 'create' && typeof data.text === 'string') data.text = feedbackText(data.text)
  if (operation !== 'create' || !isMember(req.user) || !data.project) return data
  const project = await feedbackProject(req, relationId(data.project))
  if (!takesFeedback(project)) throw new APIError(FEEDBACK_MESSAGES.notOpen, 403, null, true)
  if (project.feedbackClosed) throw new APIError(FEEDBACK_MESSAGES.closed, 403, null, true)
  if (project.ownerId === req.user.id) throw new APIError(FEEDBACK_MESSAGES.ownProject, 403, null, true)

  const key = duplicateKey(data.text ?? '')
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tryb:feedback:${key}`}), ${project.id})`)
  const { rows } = await db.execute(sql`
    select 1 from feedbacks
    where project_id = ${project.id} and status <> 'withdrawn'
      and lower(regexp_replace(btrim(text), '\\s+', ' ', 'g')) = ${key}
    limit 1`)
  if (rows.length > 0) throw new APIError(FEEDBACK_MESSAGES.duplicate, 409, null, true)

  // Counted last, so a refused feedback (closed project, duplicate) does not use up the hour.
  const limit = await hit(req.payload, `feedback:member:${req.user.id}`, LIMITS.feedbackPerMember)
  if (!limit.allowed) throw new APIError(FEEDBACK_MESSAGES.tooManyFeedbacks, 429, null, true)
  return data
}
