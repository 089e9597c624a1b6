'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { acceptApplicant, pauseApplicant } from '@/moderation/applications'
import { accessRefused, type ModerationOutcome } from '@/moderation/decisions'

type Decision = { notes?: string; confirmFull?: boolean }

/** /admin/candidatures "Accepter" (`confirmFull` once the admin confirmed going beyond capacity). */
export async function acceptApplicantAction(id: number, decision: Decision): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if (!context) return accessRefused()
  return acceptApplicant(context.payload, context.admin, id, decision)
}

/** /admin/candidatures "Mettre en pause". */
export async function pauseApplicantAction(id: number, decision: Decision): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if (!context) return accessRefused()
  return pauseApplicant(context.payload, context.admin, id, decision)
}
