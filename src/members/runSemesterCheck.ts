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

/** Each act is recorded once per member, period and kind, so two runs or two servers do everything once. */
export async function runSemesterCheck(payload: Payload, now = new Date()): Promise<SemesterCheckResult> {
  const { active_threshold: threshold } = await payload.findGlobal({ slug: 'rules' })
  // Only what the standings need, in SQL: reading all 10,000 members through Payload took 9.7 s every day.
  const members = await judgedMembers(payload)
  const result: SemesterCheckResult = { deactivated: 0, reminded: 0 }

  const closed = previousSemester(now)
  const closedPoints = await pointsByMemberInPeriod(payload, closed.key)
  // Judged once: a member an admin reactivated after the close is not judged again.
  const judged = await noticedMembers(payload, closed.key, 'deactivated')
  const under = members.flatMap((member) => {
    if (judged.has(member.id) || !wasActiveDuring(closed, member.activatedAt)) return []
    const standing = standingIn(closedPoints, member, closed, threshold)
    return standing.points < standing.required ? [{ id: member.id, standing }] : []
  })
  const deactivatedIds = new Set<number>()
  for await (const { member, standing } of withRecords(payload, under)) {
    if (await deactivate(payload, member, closed, standing)) {
      deactivatedIds.add(member.id)
      result.deactivated++
    }
  }

  const reminder = reminderDue(now)
  if (reminder) {
    const current = semesterOf(now)
    const currentPoints = await pointsByMemberInPeriod(payload, current.key)
    const reminded = await noticedMembers(payload, current.key, reminder)
    const behind = members.flatMap((member) => {
      if (deactivatedIds.has(member.id) || reminded.has(member.id)) return []
      const standing = standingIn(currentPoints, member, current, threshold)
      return standing.points < standing.required ? [{ id: member.id, standing }] : []
    })
    for await (const { member, standing } of withRecords(payload, behind)) {
      if (await remind(payload, member, current, reminder, standing, daysLeftInSemester(now))) result.reminded++
    }
  }
  return result
}

type JudgedMember = { id: number; activatedAt: Date | null }

async function judgedMembers(payload: Payload): Promise<JudgedMember[]> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ id: number; activated_at: string | null }>(sql`
    select id, activated_at from members
    where status = 'active' and threshold_exempt is not true
    order by id`)
  return rows.map((row) => ({ id: row.id, activatedAt: row.activated_at ? new Date(row.activated_at) : null }))
}

async function noticedMembers(payload: Payload, period: string, kind: SemesterNotice['kind']): Promise<Set<number>> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ member_id: number }>(sql`
    select member_id from semester_notices where period = ${period} and kind = ${kind}`)
  return new Set(rows.map((row) => row.member_id))
}

const RECORDS_PAGE = 200

async function* withRecords<T extends { id: number }>(
  payload: Payload,
  targets: T[],
): AsyncGenerator<T & { member: Member }> {
  for (let start = 0; start < targets.length; start += RECORDS_PAGE) {
    const page = targets.slice(start, start + RECORDS_PAGE)
    const { docs } = await payload.find({
      collection: 'members',
      where: { and: [{ id: { in: page.map((target) => target.id) } }, { status: { equals: 'active' } }] },
      pagination: false,
      limit: page.length,
      depth: 0,
    })
    const byId = new Map(docs.map((member) => [member.id, member]))
    for (const target of page) {
      const member = byId.get(target.id)
      if (member) yield { ...target, member }
    }
  }
}

type Standing = { points: number; required: number }

function standingIn(
  points: Map<number, number>,
  member: JudgedMember,
  semester: Semester,
  threshold: number,
): Standing {
  return {
    points: points.get(member.id) ?? 0,
    required: requiredPoints(threshold, semester, member.activatedAt),
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
