import type { Payload } from 'payload'

import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
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

/** Two reads whatever the number of reports. */
export async function reportedFeedbacks(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ feedbacks: ReportedFeedback[]; total: number }> {
  const asAdmin = { user: admin, overrideAccess: false, depth: 0 } as const
  const reports = await payload.find({
    collection: 'feedback-reports',
    where: { status: { equals: 'open' } },
    sort: ['createdAt', 'id'],
    limit: REPORTED_FEEDBACKS_SHOWN * 5,
    ...asAdmin,
  })
  const ids = [...new Set(reports.docs.map((report) => relationId(report.feedback)))].slice(0, REPORTED_FEEDBACKS_SHOWN)
  if (ids.length === 0) return { feedbacks: [], total: reports.totalDocs }
  const { docs } = await payload.find({
    collection: 'feedbacks',
    where: { id: { in: ids } },
    limit: ids.length,
    select: { text: true, project: true },
    ...asAdmin,
  })
  const byId = new Map(docs.map((feedback) => [feedback.id, feedback]))
  const feedbacks = ids.flatMap((id) => {
    const feedback = byId.get(id)
    if (!feedback) return []
    const own = reports.docs.filter((report) => relationId(report.feedback) === id)
    return [
      {
        feedbackId: id,
        text: feedback.text,
        projectId: relationId(feedback.project),
        reasons: own.map((report) => report.reason),
        firstReportedAt: own[0].createdAt,
      },
    ]
  })
  return { feedbacks, total: reports.totalDocs }
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
