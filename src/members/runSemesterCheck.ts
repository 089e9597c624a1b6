import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
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
import type { SemesterNotice } from '@/payload-types'

import { deactivateBatch, remindBatch, type Judgement } from './semesterBatches'

export type SemesterCheckResult = { deactivated: number; reminded: number }

/** Members acted on per transaction: a batch costs the same few statements whatever its size. */
export const SEMESTER_BATCH_SIZE = 500

/**
 * The daily semester job: closes the previous semester (active members under their required
 * points become inactive — sessions end, a decision is logged, an e-mail explains how to come
 * back) and sends the end-of-semester reminders. Each act is recorded once per member, period
 * and kind, so running it twice, or on two servers, does everything once. Members are acted on in
 * batches, each in a transaction of its own: a run stopped midway leaves whole batches done and
 * the next run (the job's retry, tomorrow's) takes up those left.
 */
export async function runSemesterCheck(
  payload: Payload,
  now = new Date(),
  { batchSize = SEMESTER_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<SemesterCheckResult> {
  const { active_threshold: threshold, points: rulePoints } = await payload.findGlobal({ slug: 'rules' })
  const result: SemesterCheckResult = { deactivated: 0, reminded: 0 }

  const closed = previousSemester(now)
  const reminder = reminderDue(now)
  const current = semesterOf(now)
  // Ids, dates and totals only, in SQL: reading all 10,000 members through Payload took 9.7 s on
  // every ordinary day. The totals are the ledger's own per-semester sums.
  const members = await judgedMembers(payload, closed, current)

  // Judged once: a member an admin reactivated after the close is not judged again.
  const judged = await noticedMembers(payload, closed.key, 'deactivated')
  const under = members.flatMap((member) => {
    if (judged.has(member.id) || !wasActiveDuring(closed, member.activatedAt)) return []
    return judgementIfShort(member, member.closedPoints, closed, threshold)
  })
  for (const batch of batches(under, batchSize)) {
    result.deactivated += await inTransaction({ payload }, (req) => deactivateBatch(req, closed, batch))
  }

  if (reminder) {
    const deactivated = new Set(under.map((judgement) => judgement.memberId))
    const reminded = await noticedMembers(payload, current.key, reminder)
    const behind = members.flatMap((member) => {
      if (deactivated.has(member.id) || reminded.has(member.id)) return []
      return judgementIfShort(member, member.currentPoints, current, threshold)
    })
    const daysLeft = daysLeftInSemester(now)
    for (const batch of batches(behind, batchSize)) {
      result.reminded += await inTransaction({ payload }, (req) =>
        remindBatch(req, current, reminder, batch, daysLeft, rulePoints),
      )
    }
  }
  return result
}

type JudgedMember = { id: number; activatedAt: Date | null; closedPoints: number; currentPoints: number }

/**
 * The active members the threshold applies to: their ids, activation dates and points in the
 * closed and the current semester (`derived.member_period_points`, kept by the ledger's trigger).
 */
async function judgedMembers(payload: Payload, closed: Semester, current: Semester): Promise<JudgedMember[]> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    id: number
    activated_at: string | null
    closed_points: string | null
    current_points: string | null
  }>(sql`
    select m.id, m.activated_at, c.points as closed_points, p.points as current_points
    from members m
    left join derived.member_period_points c on c.member_id = m.id and c.period = ${closed.key}
    left join derived.member_period_points p on p.member_id = m.id and p.period = ${current.key}
    where m.status = 'active' and m.threshold_exempt is not true
    order by m.id`)
  return rows.map((row) => ({
    id: row.id,
    activatedAt: row.activated_at ? new Date(row.activated_at) : null,
    closedPoints: Number(row.closed_points ?? 0),
    currentPoints: Number(row.current_points ?? 0),
  }))
}

async function noticedMembers(payload: Payload, period: string, kind: SemesterNotice['kind']): Promise<Set<number>> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ member_id: number }>(sql`
    select member_id from semester_notices where period = ${period} and kind = ${kind}`)
  return new Set(rows.map((row) => row.member_id))
}

function judgementIfShort(member: JudgedMember, points: number, semester: Semester, threshold: number): Judgement[] {
  const required = requiredPoints(threshold, semester, member.activatedAt)
  return points < required ? [{ memberId: member.id, points, required }] : []
}

function* batches<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size)
}
