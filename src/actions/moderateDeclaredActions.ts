'use server'

import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type ModerationOutcome } from '@/moderation/decisions'
import { rejectDeclaredAction, validateDeclaredAction } from '@/moderation/declaredActions'

/** /admin/interactions "Valider". */
export async function validateDeclaredActionAction(id: number): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return validateDeclaredAction(context.payload, context.admin, id)
}

/** /admin/interactions "Rejeter", with the reason typed in the dialog. */
export async function rejectDeclaredActionAction(id: number, reason: string): Promise<ModerationOutcome> {
  const context = await adminFromRequest()
  if ('refusal' in context) return refused(context.refusal)
  return rejectDeclaredAction(context.payload, context.admin, id, reason)
}
