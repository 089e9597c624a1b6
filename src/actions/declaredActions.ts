'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  correctDeclaredAction,
  withdrawDeclaredAction,
  type DeclaredActionChangeResult,
} from '@/community/declaredActionChanges'
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
