'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  correctDeclaredAction,
  resubmitRefusedDeclaredAction,
  withdrawDeclaredAction,
  type DeclaredActionChangeResult,
} from '@/community/declaredActionChanges'
import { DECLARED_ACTION_CHANGE_MESSAGES } from '@/domain/declaredActionChanges'
import { declaredActionCorrectionSchema } from '@/validation/declaredActionCorrection'
import { z } from '@/validation/zod'
import { DECLARE_ACTION_MESSAGES, declareAction, type DeclareActionResult } from '@/community/declareAction'

export type DeclareActionState = (DeclareActionResult & { url: string; actionType: string; network: string }) | null

/** The project page's declaration form. */
export async function declareActionAction(
  projectId: number,
  _previous: DeclareActionState,
  form: FormData,
): Promise<DeclareActionState> {
  const typed = {
    url: String(form.get('url') ?? ''),
    actionType: String(form.get('action_type') ?? 'like'),
    network: String(form.get('network') ?? ''),
  }
  const member = await currentMember()
  if (!member) return { ok: false, ...DECLARE_ACTION_MESSAGES.notActive, ...typed }
  const result = await declareAction(await getPayload({ config }), member, projectId, {
    actionType: form.get('action_type'),
    url: form.get('url'),
    network: form.get('network'),
    attested: form.get('attested'),
  })
  return { ...result, ...(result.ok ? { url: '', actionType: 'like', network: '' } : typed) }
}

/** "Corriger" one of the member's pending declarations on a project page. */
export async function correctDeclaredActionAction(id: number, values: unknown): Promise<DeclaredActionChangeResult> {
  return correctDeclaredAction(await getPayload({ config }), await currentMember(), id, values)
}

/** "Retirer" one of the member's pending declarations on a project page. */
export async function withdrawDeclaredActionAction(id: number): Promise<DeclaredActionChangeResult> {
  return withdrawDeclaredAction(await getPayload({ config }), await currentMember(), id)
}

const resubmissionArguments = z.object({ id: z.number().int().positive(), values: declaredActionCorrectionSchema })

/** "Corriger" one of the member's refused declarations: sent again for review, the refusal kept. */
export async function resubmitDeclaredActionAction(id: unknown, values: unknown): Promise<DeclaredActionChangeResult> {
  const parsed = resubmissionArguments.safeParse({ id, values })
  if (!parsed.success) {
    const valueIssue = parsed.error.issues.find((issue) => issue.path[0] === 'values')
    return { ok: false, message: valueIssue?.message ?? DECLARED_ACTION_CHANGE_MESSAGES.notFound }
  }
  return resubmitRefusedDeclaredAction(await getPayload({ config }), await currentMember(), parsed.data.id, values)
}
