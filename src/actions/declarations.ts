'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { DECLARATION_MESSAGES, declareAction, type DeclarationResult } from '@/community/declareAction'

export type DeclarationState = (DeclarationResult & { url: string; actionType: string }) | null

/** The project page's declaration form. */
export async function declareActionAction(
  projectId: number,
  _previous: DeclarationState,
  form: FormData,
): Promise<DeclarationState> {
  const typed = { url: String(form.get('url') ?? ''), actionType: String(form.get('action_type') ?? 'like') }
  const member = await currentMember()
  if (!member) return { ok: false, ...DECLARATION_MESSAGES.notActive, ...typed }
  const result = await declareAction(await getPayload({ config }), member, projectId, {
    actionType: form.get('action_type'),
    url: form.get('url'),
    attested: form.get('attested'),
  })
  return { ...result, ...(result.ok ? { url: '', actionType: 'like' } : typed) }
}
