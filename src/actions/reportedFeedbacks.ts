'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { decideReportedFeedback, undoReportedFeedbackDecision } from '@/moderation/reportedFeedbacks'
import { oneOf, rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const decideReportedFeedbackAction = defineAction(
  tuple([rowId, oneOf(['hidden', 'kept']), text(500)]),
  async (feedbackId, decision, reason): Promise<ModerationOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return decideReportedFeedback(
      context.payload,
      context.admin,
      feedbackId,
      decision === 'hidden' ? { hide: true, reason } : { hide: false },
    )
  },
)

/** "Annuler" of the cockpit's "Masquer" or "Conserver", within the undo window. */
export const undoReportedFeedbackAction = defineAction(
  tuple([rowId, oneOf(['hidden', 'kept'])]),
  async (feedbackId, decided): Promise<ModerationOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return undoReportedFeedbackDecision(context.payload, context.admin, feedbackId, decided)
  },
)
