'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { resendFailedEmail } from '@/outbox/failedEmails'

/** /admin/envois "Renvoyer": admins only. */
export async function resendFailedEmailAction(jobId: number): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  if (!Number.isInteger(jobId)) return refused('Envoi introuvable.')
  return resendFailedEmail(context.payload, jobId)
}
