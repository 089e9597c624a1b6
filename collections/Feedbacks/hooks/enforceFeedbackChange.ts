import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { isAdmin, isMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import {
  FEEDBACK_MESSAGES,
  feedbackChangeError,
  feedbackText,
  type FeedbackActor,
  type FeedbackStatus,
} from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { withinUndoWindow } from '@/domain/moderation/undo'
import { feedbackProject } from '@/feedbacks/feedbackProject'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedAsRead } from '@/db/lockedStatus'
import type { Feedback } from '@/payload-types'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'

/** The fields a change may touch; the others are the server's (`helpful_marks`) or fixed. */
const CHANGEABLE_FIELDS = ['text', 'kind', 'status', 'helpful', 'hidden_reason'] as const

const normalised = (field: string, value: unknown) =>
  field === 'text' ? feedbackText(value as string) : field === 'hidden_reason' ? (value ?? '') : (value ?? null)

const changedFields = (data: Partial<Feedback>, original: Feedback) =>
  CHANGEABLE_FIELDS.filter(
    (field) => field in data && normalised(field, data[field]) !== normalised(field, original[field]),
  )

function actorOf(req: PayloadRequest, original: Feedback, ownerId: number | null): FeedbackActor {
  if (isAdmin(req.user)) return 'admin'
  if (!isMember(req.user)) return 'admin'
  if (relationId(original.author) === req.user.id) return 'author'
  if (ownerId === req.user.id) return 'owner'
  return 'other'
}

/**
 * Whatever the door; the "Utile" cap is counted under a lock of author and project. Server code without a user acts as
 * the team. An admin undoes a hiding only within the undo window of its audit entry.
 */
export const enforceFeedbackChange: CollectionBeforeChangeHook<Feedback> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  // Every change decides from the row as it stands under its lock: marks, removals and undos in a row.
  await lockedAsRead(req, 'feedbacks', originalDoc, {
    status: originalDoc.status,
    helpful: originalDoc.helpful,
    helpful_marks: originalDoc.helpful_marks,
  })
  const changed = changedFields(data, originalDoc)
  const projectId = relationId(originalDoc.project)
  const project = await feedbackProject(req, projectId)
  const actor = actorOf(req, originalDoc, project?.ownerId ?? null)
  const to = (data.status ?? originalDoc.status) as FeedbackStatus
  refuseRepeatedUndo(req, originalDoc.status, to)
  const undoingHiding = originalDoc.status === 'hidden' && to === 'visible' && actor === 'admin'
  const hiding = undoingHiding ? await lastDecision(req, 'feedbacks', originalDoc.id, 'hidden') : null
  const refusal = feedbackChangeError({
    actor,
    status: originalDoc.status as FeedbackStatus,
    changed,
    to,
    createdAt: originalDoc.createdAt,
    now: new Date(),
    hiddenReason: data.hidden_reason ?? originalDoc.hidden_reason,
    hidingUndoable: withinUndoWindow(hiding?.at, new Date()),
  })
  if (refusal) throw new APIError(refusal, 403, null, true)
  if (typeof data.text === 'string') data.text = feedbackText(data.text)

  if (changed.includes('helpful') && data.helpful) {
    const authorId = relationId(originalDoc.author)
    if (authorId === project?.ownerId) throw new APIError(FEEDBACK_MESSAGES.ownHelpful, 403, null, true)
    const db = await drizzleFor(req.payload, req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('tryb:feedback-helpful'), ${authorId})`)
    const { feedback_helpful_cap: cap } = await req.payload.findGlobal({ slug: 'rules', depth: 0, req })
    const { rows } = await db.execute(sql`
      select count(*)::int as marked from feedbacks
      where author_id = ${authorId} and project_id = ${projectId} and helpful and id <> ${originalDoc.id}`)
    if ((rows[0] as { marked: number }).marked >= cap)
      throw new APIError(FEEDBACK_MESSAGES.helpfulCap(cap), 409, null, true)
    // Each mark is its own ledger source: marked, un-marked and marked again credits twice, reverses once.
    data.helpful_marks = (originalDoc.helpful_marks ?? 0) + 1
  }
  return data
}
