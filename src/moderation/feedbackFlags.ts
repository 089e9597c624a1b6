import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { refused, type AdminOutcome } from '@/errors/outcome'
import { type SignedInAdmin } from '@/auth/signedInAdmin'
import { UNDO_CONTEXT } from './repeatedUndo'

export const FLAGGED_FEEDBACKS_SHOWN = 20

export type FlaggedFeedback = {
  feedbackId: number
  text: string
  projectId: number
  projectTitle: string
  /** The author as members know her: first name and last name (erased members keep their pseudonym). */
  author: { id: number; name: string }
  reasons: string[]
  /** The project's owner reported it too: spam or abuse on their own page. */
  flaggedByOwner: boolean
  firstFlaggedAt: string
}

export const FEEDBACK_FLAG_MESSAGES = {
  hidden: 'Retour masqué : son auteur en est informé.',
  kept: 'Retour conservé.',
  reasonRequired: FEEDBACK_MESSAGES.hideReasonRequired,
} as const

/**
 * One statement whatever the number of flags, the count included (of feedbacks, as the home's
 * queue counts them): the oldest flagged first, with every open flag's reason.
 */
export async function flaggedFeedbacks(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ feedbacks: FlaggedFeedback[]; total: number }> {
  if (!isAdmin(admin)) return { feedbacks: [], total: 0 }
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    feedback_id: number
    text: string
    project_id: number
    project_title: string
    author_id: number
    author_name: string
    reasons: string[]
    by_owner: boolean
    first_flagged_at: string | Date
    total: string | number
  }>(sql`
    with flagged as (
      select fr.feedback_id, min(fr.created_at) as first_flagged_at, min(fr.id) as first_id,
        array_agg(fr.reason order by fr.created_at, fr.id) as reasons,
        bool_or(fr.member_id = p.owner_id) as by_owner
      from feedback_reports fr
        join feedbacks f on f.id = fr.feedback_id
        join projects p on p.id = f.project_id
      where fr.status = 'open'
      group by fr.feedback_id
    )
    select r.feedback_id, f.text, f.project_id, p.title as project_title, f.author_id,
      concat_ws(' ', m.first_name, m.last_name) as author_name, r.reasons, r.by_owner, r.first_flagged_at,
      count(*) over () as total
    from flagged r
      join feedbacks f on f.id = r.feedback_id
      join projects p on p.id = f.project_id
      join members m on m.id = f.author_id
    order by r.first_flagged_at, r.first_id
    limit ${FLAGGED_FEEDBACKS_SHOWN}::int`)
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    feedbacks: rows.map((row) => ({
      feedbackId: Number(row.feedback_id),
      text: row.text,
      projectId: Number(row.project_id),
      projectTitle: row.project_title,
      author: { id: Number(row.author_id), name: row.author_name },
      reasons: row.reasons,
      flaggedByOwner: Boolean(row.by_owner),
      firstFlaggedAt: new Date(row.first_flagged_at).toISOString(),
    })),
  }
}

/** Hiding runs the feedback's own hook, which settles the flags, tells the author and audits. */
export async function decideFeedbackFlag(
  payload: Payload,
  admin: SignedInAdmin,
  feedbackId: number,
  decision: { hide: true; reason: string } | { hide: false },
): Promise<AdminOutcome> {
  try {
    if (decision.hide) {
      if (!decision.reason.trim()) return refused(FEEDBACK_FLAG_MESSAGES.reasonRequired)
      await payload.update({
        collection: 'feedbacks',
        id: feedbackId,
        data: { status: 'hidden', hidden_reason: decision.reason.trim() },
        user: admin,
        overrideAccess: false,
        depth: 0,
      })
      return { ok: true, message: FEEDBACK_FLAG_MESSAGES.hidden }
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
    return { ok: true, message: FEEDBACK_FLAG_MESSAGES.kept }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403, 409])
    if (refusal) return refused(refusal)
    throw error
  }
}

/** The collections' hooks judge the undo window and reverse the rest, so REST undoes alike. */
export async function undoFeedbackFlagDecision(
  payload: Payload,
  admin: SignedInAdmin,
  feedbackId: number,
  decided: 'hidden' | 'kept',
  now: Date = new Date(),
): Promise<AdminOutcome> {
  const asAdmin = { user: admin, overrideAccess: false, depth: 0 } as const
  try {
    if (decided === 'hidden') {
      await payload.update({
        collection: 'feedbacks',
        id: feedbackId,
        data: { status: 'visible' },
        ...asAdmin,
        context: UNDO_CONTEXT,
      })
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
      context: UNDO_CONTEXT,
    })
    if (errors.length > 0) return refused(errors[0].message)
    if (docs.length === 0) {
      return refused(
        (await keepAlreadyUndone(payload, feedbackId)) ? UNDO_MESSAGES.alreadyUndone : UNDO_MESSAGES.expired,
      )
    }
    return { ok: true, message: UNDO_MESSAGES.undone }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403, 404, 409])
    if (refusal) return refused(refusal)
    throw error
  }
}

/**
 * No flag is kept any more: either the undo window passed, or a first "Annuler" already reopened
 * them. The flags' last "Conserver"-or-undo entry in the audit log tells which; reads only.
 */
async function keepAlreadyUndone(payload: Payload, feedbackId: number): Promise<boolean> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ action: string }>(sql`
    select a.action
    from audit_log a join feedback_reports fr on a.target_id = fr.id::text
    where a.target_collection = 'feedback-reports' and fr.feedback_id = ${feedbackId}
      and a.action in ('feedback_report.kept', 'feedback_report.undone')
    order by a.created_at desc, a.id desc
    limit 1`)
  return rows[0]?.action === 'feedback_report.undone'
}
