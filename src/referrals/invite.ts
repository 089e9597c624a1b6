import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { INVITATION_MESSAGES } from '@/domain/members/invitations'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'
import { z } from '@/validation/zod'

export type InvitationResult = { ok: boolean; title: string; description: string }

/**
 * The Referrals hooks hold the rules (quota under a lock, already a member);
 * this checks input early and turns a refusal into the panel's answer.
 */
export async function inviteToTryb(payload: Payload, member: Member, rawEmail: unknown): Promise<InvitationResult> {
  if (member.status !== 'active') return { ok: false, ...INVITATION_MESSAGES.notActive }
  const email = String(rawEmail ?? '')
    .trim()
    .toLowerCase()
  if (!email) return { ok: false, ...INVITATION_MESSAGES.emailRequired }
  if (!z.email().safeParse(email).success) return { ok: false, ...INVITATION_MESSAGES.emailInvalid }

  try {
    await payload.create({
      collection: 'referrals',
      data: { member: member.id, referee_email: email, status: 'pending' },
      user: asSignedInMember(member),
      overrideAccess: false,
    })
    return { ok: true, ...INVITATION_MESSAGES.sent(email) }
  } catch (error) {
    const description = ruleRefusal(error, [403, 409, 429])
    const title = (error as { data?: { title?: unknown } }).data?.title
    if (description && typeof title === 'string') return { ok: false, title, description }
    payload.logger.error({ err: error }, '[referrals] invitation impossible')
    return { ok: false, ...INVITATION_MESSAGES.failed }
  }
}
