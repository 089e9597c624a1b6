'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { rejectDeclaredAction, undoDeclaredActionDecision, validateDeclaredAction } from '@/moderation/declaredActions'
import { rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const validateDeclaredActionAction = defineAction(tuple([rowId]), async (id): Promise<AdminOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return validateDeclaredAction(context.payload, context.admin, id)
})

export const rejectDeclaredActionAction = defineAction(
  tuple([rowId, text(20_000)]),
  async (id, reason): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return rejectDeclaredAction(context.payload, context.admin, id, reason)
  },
)

export const undoDeclaredActionAction = defineAction(tuple([rowId]), async (id): Promise<AdminOutcome> => {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return undoDeclaredActionDecision(context.payload, context.admin, id)
})
