import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { LIMITS } from '@/auth/limits'
import { AUTH_MESSAGES } from '@/auth/messages'
import { hit } from '@/auth/rateLimit'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { semesterOf } from '@/domain/semesters'
import { queueEmail } from '@/email/queueEmail'
import { invitationEmail } from '@/email/templates/invitation'
import type { Member } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

/** The invitation panel's answers (spec 01 §8), title then description. */
export const INVITATION_MESSAGES = {
  emailRequired: { title: 'Email requis', description: 'Veuillez entrer un email.' },
  emailInvalid: { title: 'Email invalide', description: 'Adresse e-mail invalide.' },
  quotaReached: (quota: number) => ({
    title: 'Quota atteint',
    description: `Tu as déjà utilisé tes ${quota} invitations.`,
  }),
  alreadyMember: {
    title: 'Déjà membre',
    description: 'Cette personne fait déjà partie de la Tryb (ou a déjà candidaté).',
  },
  alreadyInvited: { title: 'Déjà invitée', description: 'Tu as déjà invité cette adresse.' },
  sent: (email: string) => ({ title: 'Invitation envoyée', description: `Une invitation a été envoyée à ${email}.` }),
  failed: { title: 'Erreur', description: "Impossible d'envoyer l'invitation." },
  notActive: { title: 'Accès refusé', description: 'Seuls les membres actifs peuvent inviter.' },
  tooManyRequests: { title: 'Trop de demandes', description: AUTH_MESSAGES.tooManyRequests },
} as const

export type InvitationResult = { ok: boolean; title: string; description: string }

/** Invitations this member sent in the semester containing `now` (the quota is per semester). */
export async function invitationsSentThisSemester(
  payload: Payload,
  memberId: number,
  now = new Date(),
  req?: PayloadRequest,
) {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    select count(*)::int as sent from referrals
    where member_id = ${memberId} and created_at >= ${semesterStart(now).toISOString()}`)
  return (rows[0] as { sent: number }).sent
}

/** Midnight in Paris on the semester's first day, as an instant. */
function semesterStart(now: Date): Date {
  const { year, month } = semesterOf(now).first
  // Paris is UTC+1 on 1 January and UTC+2 on 1 July.
  return new Date(Date.UTC(year, month - 1, 1, month === 1 ? -1 : -2))
}

/**
 * The dashboard's invitation: a pending referral with its own code and a French e-mail whose
 * link to /apply carries it. The member's row is locked while counting, so two simultaneous
 * invitations cannot both take the last place of the quota. "Déjà membre" tells whether an
 * address belongs to a member, so it is answered only within the quota and the per-member rate
 * limit, no faster than the sign-up form answers the same question.
 */
export async function inviteToTryb(payload: Payload, member: Member, rawEmail: unknown): Promise<InvitationResult> {
  if (member.status !== 'active') return { ok: false, ...INVITATION_MESSAGES.notActive }
  const email = String(rawEmail ?? '')
    .trim()
    .toLowerCase()
  if (!email) return { ok: false, ...INVITATION_MESSAGES.emailRequired }
  if (!z.email().safeParse(email).success) return { ok: false, ...INVITATION_MESSAGES.emailInvalid }

  const limited = await hit(payload, `invitation:member:${member.id}`, LIMITS.invitationPerMember)
  if (!limited.allowed) return { ok: false, ...INVITATION_MESSAGES.tooManyRequests }

  try {
    // A refusal found under the lock has written nothing: the commit only releases the lock.
    return await inTransaction({ payload }, async (req) => {
      const db = await drizzleFor(payload, req)
      await db.execute(sql`select id from members where id = ${member.id} for update`)
      const quota = member.invites_quota
      if ((await invitationsSentThisSemester(payload, member.id, new Date(), req)) >= quota) {
        return { ok: false, ...INVITATION_MESSAGES.quotaReached(quota) }
      }
      const existing = await payload.count({ collection: 'members', where: { email: { equals: email } }, req })
      if (existing.totalDocs > 0) return { ok: false, ...INVITATION_MESSAGES.alreadyMember }
      const duplicate = await payload.count({
        collection: 'referrals',
        where: { and: [{ member: { equals: member.id } }, { referee_email: { equals: email } }] },
        req,
      })
      if (duplicate.totalDocs > 0) return { ok: false, ...INVITATION_MESSAGES.alreadyInvited }
      const code = randomBytes(12).toString('base64url')
      await payload.create({
        collection: 'referrals',
        data: { member: member.id, referee_email: email, code, status: 'pending' },
        overrideAccess: true,
        req,
      })
      const url = new URL('/apply', siteUrl())
      url.searchParams.set('ref', code)
      await queueEmail(req, invitationEmail({ to: email, referrerName: member.first_name, url: url.toString() }))
      return { ok: true, ...INVITATION_MESSAGES.sent(email) }
    })
  } catch (error) {
    payload.logger.error({ err: error }, '[referrals] invitation impossible')
    return { ok: false, ...INVITATION_MESSAGES.failed }
  }
}
