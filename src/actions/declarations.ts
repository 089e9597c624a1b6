'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  correctDeclaration,
  resubmitRefusedDeclaration,
  withdrawDeclaration,
  type DeclarationChangeResult,
} from '@/community/declarationChanges'
import { DECLARATION_CHANGE_MESSAGES } from '@/domain/declarationChanges'
import { declarationCorrectionSchema } from '@/validation/declarationCorrection'
import { z } from '@/validation/zod'
import { DECLARATION_MESSAGES, declareAction, type DeclarationResult } from '@/community/declareAction'

export type DeclarationState = (DeclarationResult & { url: string; actionType: string; network: string }) | null

/** The project page's declaration form. */
export async function declareActionAction(
  projectId: number,
  _previous: DeclarationState,
  form: FormData,
): Promise<DeclarationState> {
  const typed = {
    url: String(form.get('url') ?? ''),
    actionType: String(form.get('action_type') ?? 'like'),
    network: String(form.get('network') ?? ''),
  }
  const member = await currentMember()
  if (!member) return { ok: false, ...DECLARATION_MESSAGES.notActive, ...typed }
  const result = await declareAction(await getPayload({ config }), member, projectId, {
    actionType: form.get('action_type'),
    url: form.get('url'),
    network: form.get('network'),
    attested: form.get('attested'),
  })
  return { ...result, ...(result.ok ? { url: '', actionType: 'like', network: '' } : typed) }
}

/** "Corriger" one of the member's pending declarations on a project page. */
export async function correctDeclarationAction(id: number, values: unknown): Promise<DeclarationChangeResult> {
  return correctDeclaration(await getPayload({ config }), await currentMember(), id, values)
}

/** "Retirer" one of the member's pending declarations on a project page. */
export async function withdrawDeclarationAction(id: number): Promise<DeclarationChangeResult> {
  return withdrawDeclaration(await getPayload({ config }), await currentMember(), id)
}

const resubmissionArguments = z.object({ id: z.number().int().positive(), values: declarationCorrectionSchema })

/** "Corriger" one of the member's refused declarations: sent again for review, the refusal kept. */
export async function resubmitDeclarationAction(id: unknown, values: unknown): Promise<DeclarationChangeResult> {
  const parsed = resubmissionArguments.safeParse({ id, values })
  if (!parsed.success) {
    const valueIssue = parsed.error.issues.find((issue) => issue.path[0] === 'values')
    return { ok: false, message: valueIssue?.message ?? DECLARATION_CHANGE_MESSAGES.notFound }
  }
  return resubmitRefusedDeclaration(await getPayload({ config }), await currentMember(), parsed.data.id, values)
}
