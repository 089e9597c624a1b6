'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { acceptApplicant, pauseApplicant } from '@/moderation/applications'
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
