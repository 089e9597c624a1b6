'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { resendEmail } from '@/outbox/resendEmail'
import { rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const resendEmailAction = defineAction(tuple([rowId]), async (jobId): Promise<AdminOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return resendEmail(context.payload, context.admin, jobId)
})
