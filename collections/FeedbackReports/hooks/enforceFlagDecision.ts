import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { flagMoveError, type FeedbackFlagStatus, type FeedbackStatus } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { withinUndoWindow } from '@/domain/moderation/undo'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedStatus, lockRowStatus } from '@/db/lockedStatus'
import { recordAudit } from '@/audit/recordAudit'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'
import type { FeedbackReport } from '@/payload-types'

/** Under the flag's row lock, so two admins make one decision; "Conserver" and its undo audited per flag. */
export const enforceFlagDecision: CollectionBeforeChangeHook<FeedbackReport> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  // The feedback first, as its hiding does (it updates the feedback, then its flags): no deadlock.
  const feedbackStatus = (await lockRowStatus(req, 'feedbacks', relationId(originalDoc.feedback))) as
    FeedbackStatus | undefined
  const to = data.status as FeedbackFlagStatus
  // Two "Annuler" at once: the second finds the flag reopened under the lock, and is told so.
  if (req.context?.undoDecision === true)
    refuseRepeatedUndo(req, await lockRowStatus(req, 'feedback-reports', originalDoc.id), to)
  const from = (await lockedStatus(req, 'feedback-reports', originalDoc)) as FeedbackFlagStatus
  const kept =
    from === 'kept' && to === 'open' ? await lastDecision(req, 'feedback-reports', originalDoc.id, 'kept') : null
  const refusal = flagMoveError({ from, to, feedbackStatus, keepUndoable: withinUndoWindow(kept?.at, new Date()) })
  if (refusal) throw new APIError(refusal, from === 'open' || to === 'open' ? 400 : 409, null, true)
  // A hiding and its undo are audited once, on the feedback; "Conserver" and its undo on each flag.
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
