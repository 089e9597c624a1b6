'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import {
  acceptApplicant,
  decideApplicants,
  pauseApplicant,
  undoApplicantDecision,
  type BulkDecisionAnswer,
} from '@/moderation/applications'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { boolean, object, oneOf, rowId, rowIds, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** The notes typed on the sheet, and `confirmFull` once the admin confirmed going beyond capacity. */
const decision = object({ notes: text(20_000).optional(), confirmFull: boolean().optional() })

export const acceptApplicantAction = defineAction(
  tuple([rowId, decision]),
  async (id, choice): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return acceptApplicant(context.payload, context.admin, id, choice)
  },
)

export const pauseApplicantAction = defineAction(
  tuple([rowId, decision]),
  async (id, choice): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return pauseApplicant(context.payload, context.admin, id, choice)
  },
)

/** Each applicant goes through the single decision, so one refusal leaves the others decided. */
export const decideApplicantsAction = defineAction(
  tuple([rowIds, oneOf(['accept', 'pause']), object({ confirmFull: boolean().optional() }).optional()]),
  async (ids, choice, options = {}): Promise<BulkDecisionAnswer> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return { ok: false, message: context.refusal }
    return decideApplicants(context.payload, context.admin, ids, choice, options)
  },
)

export const undoApplicantDecisionAction = defineAction(tuple([rowId]), async (id): Promise<AdminOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return undoApplicantDecision(context.payload, context.admin, id)
})
