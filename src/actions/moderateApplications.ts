'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { acceptApplicant, decideApplicants, pauseApplicant, type BulkDecisionAnswer } from '@/moderation/applications'
import { refused, type ModerationOutcome } from '@/moderation/decisions'

type Decision = { notes?: string; confirmFull?: boolean }

/** /admin/candidatures "Accepter" (`confirmFull` once the admin confirmed going beyond capacity). */
export async function acceptApplicantAction(id: number, decision: Decision): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return acceptApplicant(context.payload, context.admin, id, decision)
}

/** /admin/candidatures "Mettre en pause". */
export async function pauseApplicantAction(id: number, decision: Decision): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return pauseApplicant(context.payload, context.admin, id, decision)
}

/**
 * /admin/candidatures "Accepter la sélection" / "Mettre en pause la sélection": each applicant
 * decided one by one through the single decision (`confirmFull` once the admin confirmed).
 */
export async function decideApplicantsAction(
  ids: number[],
  decision: 'accept' | 'pause',
  options: { confirmFull?: boolean } = {},
): Promise<BulkDecisionAnswer> {
  const context = await adminFromRequest()
  if ('refusal' in context) return { ok: false, message: context.refusal }
  return decideApplicants(context.payload, context.admin, ids, decision, options)
}
