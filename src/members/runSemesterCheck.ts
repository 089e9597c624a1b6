import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { countOf } from '@/domain/french'
import { inTransaction } from '@/db/inTransaction'
import {
  daysLeftInSemester,
  previousSemester,
  reminderDue,
  requiredPoints,
  semesterOf,
  wasActiveDuring,
  type Semester,
} from '@/domain/semesters'
import { queueEmail } from '@/email/queueEmail'
import { semesterDeactivatedEmail, semesterReminderEmail } from '@/email/templates/semester'
import { notifyMember } from '@/notifications/notifyMember'
import type { Member, SemesterNotice } from '@/payload-types'
import { pointsByMemberInPeriod } from '@/points/periodPoints'
import { siteUrl } from '@/siteUrl'

export type SemesterCheckResult = { deactivated: number; reminded: number }

/**
 * The daily semester job: closes the previous semester (active members under their required
 * points become inactive — sessions end, a decision is logged, an e-mail explains how to come
 * back) and sends the end-of-semester reminders. Each act is recorded once per member, period
 * and kind, so running it twice, or on two servers, does everything once.
 */
export async function runSemesterCheck(payload: Payload, now = new Date()): Promise<SemesterCheckResult> {
  const { active_threshold: threshold } = await payload.findGlobal({ slug: 'rules' })
  const { docs: members } = await payload.find({
    collection: 'members',
    where: { and: [{ status: { equals: 'active' } }, { threshold_exempt: { not_equals: true } }] },
    pagination: false,
    depth: 0,
  })
  const result: SemesterCheckResult = { deactivated: 0, reminded: 0 }

  const closed = previousSemester(now)
  const closedPoints = await pointsByMemberInPeriod(payload, closed.key)
  const deactivatedIds = new Set<number>()
  for (const member of members) {
    const activatedAt = member.activated_at ? new Date(member.activated_at) : null
    if (!wasActiveDuring(closed, activatedAt)) continue
    const standing = standingIn(closedPoints, member, closed, threshold, activatedAt)
    if (standing.points < standing.required && (await deactivate(payload, member, closed, standing))) {
      deactivatedIds.add(member.id)
      result.deactivated++
    }
  }

  const reminder = reminderDue(now)
  if (reminder) {
    const current = semesterOf(now)
    const currentPoints = await pointsByMemberInPeriod(payload, current.key)
    const stillActive = members.filter((member) => !deactivatedIds.has(member.id))
    for (const member of stillActive) {
      const activatedAt = member.activated_at ? new Date(member.activated_at) : null
      const standing = standingIn(currentPoints, member, current, threshold, activatedAt)
      if (standing.points >= standing.required) continue
      if (await remind(payload, member, current, reminder, standing, daysLeftInSemester(now))) result.reminded++
    }
  }
  return result
}

type Standing = { points: number; required: number }

function standingIn(
  points: Map<number, number>,
  member: Member,
  semester: Semester,
  threshold: number,
  activatedAt: Date | null,
) {
  return {
    points: points.get(member.id) ?? 0,
    required: requiredPoints(threshold, semester, activatedAt),
  }
}

/** Records the notice unless it exists; true when this run wrote it (and so must act). */
async function recordNotice(
  payload: Payload,
  req: PayloadRequest,
  member: Member,
  period: string,
  kind: SemesterNotice['kind'],
  points: number,
): Promise<boolean> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    insert into semester_notices (member_id, period, kind, points, created_at, updated_at)
    values (${member.id}, ${period}, ${kind}, ${points}, now(), now())
    on conflict (member_id, period, kind) do nothing
    returning id`)
  return rows.length === 1
}

function deactivate(payload: Payload, member: Member, semester: Semester, standing: Standing) {
  return inTransaction({ payload }, async (req) => {
    if (!(await recordNotice(payload, req, member, semester.key, 'deactivated', standing.points))) return false
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { status: 'inactive' },
      req,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'admin-decisions',
      data: {
        member: member.id,
        action: 'deactivated',
        notes: `Clôture du semestre ${semester.key} : ${standing.points} points sur ${standing.required} requis.`,
      },
      req,
      overrideAccess: true,
    })
    await queueEmail(
      req,
      semesterDeactivatedEmail({
        to: member.email,
        firstName: member.first_name,
        ...standing,
        url: new URL('/charte', siteUrl()).toString(),
      }),
    )
    return true
  })
}

function remind(
  payload: Payload,
  member: Member,
  semester: Semester,
  kind: 'reminder_3_weeks' | 'reminder_1_week',
  standing: Standing,
  daysLeft: number,
) {
  return inTransaction({ payload }, async (req) => {
    if (!(await recordNotice(payload, req, member, semester.key, kind, standing.points))) return false
    await notifyMember(req, member, {
      kind: 'semester_warning',
      title: `Plus que ${countOf(daysLeft, 'jour', 'jours')} avant la fin du semestre`,
      body: `${countOf(standing.points, 'point', 'points')} sur les ${standing.required} nécessaires pour rester membre actif.`,
      link: '/dashboard',
      email: semesterReminderEmail({
        to: member.email,
        firstName: member.first_name,
        ...standing,
        daysLeft,
        url: new URL('/dashboard', siteUrl()).toString(),
      }),
    })
    return true
  })
}
