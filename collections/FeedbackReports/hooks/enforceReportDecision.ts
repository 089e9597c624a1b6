import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { reportMoveError, type FeedbackReportStatus, type FeedbackStatus } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { withinUndoWindow } from '@/domain/undo'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedStatus, lockRowStatus } from '@/moderation/lockedStatus'
import { recordAudit } from '@/moderation/recordAudit'
import type { FeedbackReport } from '@/payload-types'

/** Under the report's row lock, so two admins make one decision; "Conserver" and its undo audited per report. */
export const enforceReportDecision: CollectionBeforeChangeHook<FeedbackReport> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  // The feedback first, as its hiding does (it updates the feedback, then its reports): no deadlock.
  const feedbackStatus = (await lockRowStatus(req, 'feedbacks', relationId(originalDoc.feedback))) as
    FeedbackStatus | undefined
  const from = (await lockedStatus(req, 'feedback-reports', originalDoc)) as FeedbackReportStatus
  const to = data.status as FeedbackReportStatus
  const kept =
    from === 'kept' && to === 'open' ? await lastDecision(req, 'feedback-reports', originalDoc.id, 'kept') : null
  const refusal = reportMoveError({ from, to, feedbackStatus, keepUndoable: withinUndoWindow(kept?.at, new Date()) })
  if (refusal) throw new APIError(refusal, from === 'open' || to === 'open' ? 400 : 409, null, true)
  // A hiding and its undo are audited once, on the feedback; "Conserver" and its undo on each report.
  if (to === 'kept' || from === 'kept')
    await recordAudit(req, {
      action: to === 'kept' ? 'feedback_report.kept' : 'feedback_report.undone',
      collection: 'feedback-reports',
      id: originalDoc.id,
      from,
      to,
    })
  return data
}
