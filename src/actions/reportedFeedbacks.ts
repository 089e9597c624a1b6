'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { decideReportedFeedback } from '@/moderation/reportedFeedbacks'
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
