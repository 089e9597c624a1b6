import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { drizzleFor } from '@/db/drizzleFor'
import { INVITATION_MESSAGES, invitationRefusal } from '@/domain/members/invitations'
import type { Referral } from '@/payload-types'
import { invitationsSentThisSemester } from '@/referrals/invitationsSent'

/**
 * Whatever the door; the referrer's row is locked while counting,
 * so two simultaneous invitations cannot both take the last place.
 */
export const applyInvitationRules: CollectionBeforeChangeHook<Referral> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members') return data
  const { payload } = req
  const memberId = req.user.id
  // Counted outside the transaction (its own connection), so a refused attempt counts too.
  const limited = await hit(payload, `invitation:member:${memberId}`, LIMITS.invitationPerMember)
  if (!limited.allowed) {
    const { title, description } = INVITATION_MESSAGES.tooManyRequests
    throw new APIError(description, 429, { title }, true)
  }
  const email = String(data.referee_email ?? '')
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`select status, invites_quota from members where id = ${memberId} for update`)
  const referrer = rows[0] as { status: string; invites_quota: number } | undefined
  // One after the other: they share the transaction's connection.
  const members = await payload.count({ collection: 'members', where: { email: { equals: email } }, req })
  const invitations = await payload.count({
    collection: 'referrals',
    where: { and: [{ member: { equals: memberId } }, { referee_email: { equals: email } }] },
    req,
  })
  const sentThisSemester = await invitationsSentThisSemester(payload, memberId, new Date(), req)
  const refusal = invitationRefusal({
    referrerActive: referrer?.status === 'active',
    alreadyMember: members.totalDocs > 0,
    sentThisSemester,
    quota: referrer?.invites_quota ?? 0,
    alreadyInvited: invitations.totalDocs > 0,
  })
  if (refusal) throw new APIError(refusal.description, refusal.status, { title: refusal.title }, true)
  // The code travels in the invitation link (/apply?ref=…): unguessable, made here, never by the member.
  return { ...data, code: randomBytes(12).toString('base64url') }
}
