import type { Payload } from 'payload'

import { GENERIC_FAILURE } from '@/domain/messages'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'

export type FeedbackChangeResult = { ok: true } | { ok: false; error: string }

export const SIGN_IN_NEEDED = 'Connecte-toi pour participer.'

const RULE_STATUSES = [400, 403, 404, 409, 429]

/** The collections' hooks hold the rules; this turns their refusal into the form's answer. */
export async function asMember(
  payload: Payload,
  member: Member | null,
  write: (user: Member & { collection: 'members' }) => Promise<unknown>,
): Promise<FeedbackChangeResult> {
  if (!member) return { ok: false, error: SIGN_IN_NEEDED }
  try {
    await write({ ...member, collection: 'members' })
    return { ok: true }
  } catch (error) {
    const refusal = ruleRefusal(error, RULE_STATUSES) ?? validationMessage(error)
    if (refusal) return { ok: false, error: refusal }
    payload.logger.error({ err: error }, '[feedbacks] change failed')
    return { ok: false, error: GENERIC_FAILURE }
  }
}

function validationMessage(error: unknown): string | null {
  const data = (error as { data?: { errors?: { message?: string }[] } } | null)?.data
  return data?.errors?.[0]?.message ?? null
}
