import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { CHARTER_MESSAGES } from '@/domain/charter'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'

export type CharterAcceptanceResult = { ok: true; message: string } | { ok: false; message: string }

/** As the member, so the collection's hook applies the same rule as a REST request. */
export async function acceptCharter(
  payload: Payload,
  member: Member | null,
  version: number,
): Promise<CharterAcceptanceResult> {
  if (!member) return { ok: false, message: CHARTER_MESSAGES.failed }
  try {
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { charter_version: version },
      overrideAccess: false,
      user: asSignedInMember(member),
      depth: 0,
    })
    return { ok: true, message: CHARTER_MESSAGES.accepted }
  } catch (error) {
    const refusal = ruleRefusal(error, [400, 403])
    if (refusal) return { ok: false, message: refusal }
    payload.logger.error({ err: error }, '[charter] acceptation non enregistrée')
    return { ok: false, message: CHARTER_MESSAGES.failed }
  }
}
