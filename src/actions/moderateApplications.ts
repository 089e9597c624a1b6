'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import {
  acceptApplicant,
  decideApplicants,
  pauseApplicant,
  undoApplicantDecision,
  type BulkDecisionAnswer,
} from '@/moderation/applications'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { boolean, object, oneOf, rowId, rowIds, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** The notes typed on the sheet, and `confirmFull` once the admin confirmed going beyond capacity. */
const decision = object({ notes: text(20_000).optional(), confirmFull: boolean().optional() })

/** /admin/candidatures "Accepter". */
export const acceptApplicantAction = defineAction(
  tuple([rowId, decision]),
  async (id, choice): Promise<ModerationOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return acceptApplicant(context.payload, context.admin, id, choice)
  },
)

/** /admin/candidatures "Mettre en pause". */
export const pauseApplicantAction = defineAction(
  tuple([rowId, decision]),
  async (id, choice): Promise<ModerationOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return pauseApplicant(context.payload, context.admin, id, choice)
  },
)

/**
 * /admin/candidatures "Accepter la sélection" / "Mettre en pause la sélection": each applicant
 * decided one by one through the single decision (`confirmFull` once the admin confirmed).
 */
export const decideApplicantsAction = defineAction(
  tuple([rowIds, oneOf(['accept', 'pause']), object({ confirmFull: boolean().optional() }).optional()]),
  async (ids, choice, options = {}): Promise<BulkDecisionAnswer> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return decideApplicants(context.payload, context.admin, ids, choice, options)
  },
)

/** /admin/candidatures "Annuler", shown on a decided applicant for a short while. */
export const undoApplicantDecisionAction = defineAction(tuple([rowId]), async (id): Promise<ModerationOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return undoApplicantDecision(context.payload, context.admin, id)
})
