'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { decideFeedbackFlag, undoFeedbackFlagDecision } from '@/moderation/feedbackFlags'
import { oneOf, rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const decideFeedbackFlagAction = defineAction(
  tuple([rowId, oneOf(['hidden', 'kept']), text(500)]),
  async (feedbackId, decision, reason): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return decideFeedbackFlag(
      context.payload,
      context.admin,
      feedbackId,
      decision === 'hidden' ? { hide: true, reason } : { hide: false },
    )
  },
)

/** "Annuler" of the cockpit's "Masquer" or "Conserver", within the undo window. */
export const undoFeedbackFlagAction = defineAction(
  tuple([rowId, oneOf(['hidden', 'kept'])]),
  async (feedbackId, decided): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return undoFeedbackFlagDecision(context.payload, context.admin, feedbackId, decided)
  },
)
