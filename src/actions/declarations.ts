'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { correctDeclaration, withdrawDeclaration, type DeclarationChangeResult } from '@/community/declarationChanges'
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
