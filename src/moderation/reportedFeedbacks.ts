import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { refused, type ModerationOutcome, type SignedInAdmin } from './decisions'

export const REPORTED_FEEDBACKS_SHOWN = 20

export type ReportedFeedback = {
  feedbackId: number
  text: string
  projectId: number
  reasons: string[]
  firstReportedAt: string
}

export const REPORTED_FEEDBACK_MESSAGES = {
  hidden: 'Retour masqué : son auteur en est informé.',
  kept: 'Retour conservé.',
  reasonRequired: FEEDBACK_MESSAGES.hideReasonRequired,
} as const

/**
 * One statement whatever the number of reports, the count included (of feedbacks, as the home's
 * queue counts them): the oldest reported first, with every open report's reason.
 */
export async function reportedFeedbacks(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ feedbacks: ReportedFeedback[]; total: number }> {
  if (!isAdmin(admin)) return { feedbacks: [], total: 0 }
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    feedback_id: number
    text: string
    project_id: number
    reasons: string[]
    first_reported_at: string | Date
    total: string | number
  }>(sql`
    with reported as (
      select feedback_id, min(created_at) as first_reported_at, min(id) as first_id,
        array_agg(reason order by created_at, id) as reasons
      from feedback_reports
      where status = 'open'
      group by feedback_id
    )
    select r.feedback_id, f.text, f.project_id, r.reasons, r.first_reported_at, count(*) over () as total
    from reported r join feedbacks f on f.id = r.feedback_id
    order by r.first_reported_at, r.first_id
    limit ${REPORTED_FEEDBACKS_SHOWN}::int`)
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    feedbacks: rows.map((row) => ({
      feedbackId: Number(row.feedback_id),
      text: row.text,
      projectId: Number(row.project_id),
      reasons: row.reasons,
      firstReportedAt: new Date(row.first_reported_at).toISOString(),
    })),
  }
}

/** Hiding runs the feedback's own hook, which settles the reports, tells the author and audits. */
export async function decideReportedFeedback(
  payload: Payload,
  admin: SignedInAdmin,
  feedbackId: number,
  decision: { hide: true; reason: string } | { hide: false },
): Promise<ModerationOutcome> {
  try {
    if (decision.hide) {
      if (!decision.reason.trim()) return refused(REPORTED_FEEDBACK_MESSAGES.reasonRequired)
      await payload.update({
        collection: 'feedbacks',
        id: feedbackId,
        data: { status: 'hidden', hidden_reason: decision.reason.trim() },
        user: admin,
        overrideAccess: false,
        depth: 0,
      })
      return { ok: true, message: REPORTED_FEEDBACK_MESSAGES.hidden }
    }
    const { errors } = await payload.update({
      collection: 'feedback-reports',
      where: { and: [{ feedback: { equals: feedbackId } }, { status: { equals: 'open' } }] },
      data: { status: 'kept' },
      user: admin,
      overrideAccess: false,
      depth: 0,
    })
    if (errors.length > 0) return refused(errors[0].message)
    return { ok: true, message: REPORTED_FEEDBACK_MESSAGES.kept }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403, 409])
    if (refusal) return refused(refusal)
    throw error
  }
}

/** The collections' hooks judge the undo window and reverse the rest, so REST undoes alike. */
export async function undoReportedFeedbackDecision(
  payload: Payload,
  admin: SignedInAdmin,
  feedbackId: number,
  decided: 'hidden' | 'kept',
  now: Date = new Date(),
): Promise<ModerationOutcome> {
  const asAdmin = { user: admin, overrideAccess: false, depth: 0 } as const
  try {
    if (decided === 'hidden') {
      await payload.update({ collection: 'feedbacks', id: feedbackId, data: { status: 'visible' }, ...asAdmin })
      return { ok: true, message: UNDO_MESSAGES.undone }
    }
    const keptSince = new Date(now.getTime() - UNDO_WINDOW_SECONDS * 1000).toISOString()
    const { docs, errors } = await payload.update({
      collection: 'feedback-reports',
      where: {
        and: [
          { feedback: { equals: feedbackId } },
          { status: { equals: 'kept' } },
          { updatedAt: { greater_than_equal: keptSince } },
        ],
      },
      data: { status: 'open' },
      ...asAdmin,
    })
    if (errors.length > 0) return refused(errors[0].message)
    if (docs.length === 0) return refused(UNDO_MESSAGES.expired)
    return { ok: true, message: UNDO_MESSAGES.undone }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403, 404, 409])
    if (refusal) return refused(refusal)
    throw error
  }
}
