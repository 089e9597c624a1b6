'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { resendFailedEmail } from '@/outbox/failedEmails'
import { rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

/** /admin/envois "Renvoyer": admins only. */
export const resendFailedEmailAction = defineAction(tuple([rowId]), async (jobId): Promise<ModerationOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return resendFailedEmail(context.payload, jobId)
})
