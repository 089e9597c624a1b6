import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { mayRemindAgain, REMINDER_MESSAGES } from '@/domain/members/atRisk'
import { daysLeftInSemester, requiredPoints, semesterOf } from '@/domain/semesters'
import { queueEmail } from '@/email/queueEmail'
import { friendlyReminderEmail } from '@/email/templates/friendlyReminder'
import { siteUrl } from '@/siteUrl'

import { accessRefused, DecisionRefused, refused, type AdminOutcome } from '@/errors/outcome'
import { asAdmin } from '@/auth/signedInAdmin'
import { documentId } from '@/domain/relationId'
import { lastDecision } from './lastDecision'
import { lockRowStatus } from '@/db/lockedStatus'
import { recordAudit } from '@/audit/recordAudit'

/**
 * The only door: the audit log and the outbox take no REST write.
 * The member's row lock makes two admins' clicks one reminder.
 */
export async function remindMember(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  rawId: unknown,
  now = new Date(),
): Promise<AdminOutcome> {
  const admin = asAdmin(user)
  if (!admin) return accessRefused(user)
  const id = documentId(rawId)
  if (!id) return refused(REMINDER_MESSAGES.failed)
  try {
    return await inTransaction({ payload, user: admin }, async (req) => {
      if ((await lockRowStatus(req, 'members', id)) !== 'active') {
        throw new DecisionRefused(refused(REMINDER_MESSAGES.notActive))
      }
      const last = await lastDecision(req, 'members', id, 'reminded')
      if (!mayRemindAgain(last?.at, now)) throw new DecisionRefused(refused(REMINDER_MESSAGES.tooSoon))
      const [member, rules] = await Promise.all([
        payload.findByID({ collection: 'members', id, depth: 0, req, overrideAccess: true }),
        payload.findGlobal({ slug: 'rules', depth: 0, req }),
      ])
      const semester = semesterOf(now)
      const db = await drizzleFor(payload, req)
      const { rows } = await db.execute(
        sql`select points from derived.member_period_points where member_id = ${id} and period = ${semester.key}`,
      )
      const points = Number((rows[0] as { points?: string } | undefined)?.points ?? 0)
      const required = requiredPoints(
        rules.active_threshold,
        semester,
        member.activated_at ? new Date(member.activated_at) : null,
      )
      const missing = Math.max(0, required - points)
      await queueEmail(
        req,
        friendlyReminderEmail({
          to: member.email,
          firstName: member.first_name,
          missing,
          daysLeft: daysLeftInSemester(now),
          url: `${siteUrl()}/communaute`,
        }),
      )
      await recordAudit(req, {
        action: 'member.reminded',
        collection: 'members',
        id,
        to: 'reminded',
        notes: `${points} / ${required} points`,
      })
      return { ok: true, message: REMINDER_MESSAGES.sent } as const
    })
  } catch (error) {
    if (error instanceof DecisionRefused) return error.outcome
    payload.logger.error({ err: error, member: id }, '[moderation] relance impossible')
    return refused(REMINDER_MESSAGES.failed)
  }
}
