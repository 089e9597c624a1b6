import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { semesterOf } from '@/domain/semesters'

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

function semesterStart(now: Date): Date {
  const { year, month } = semesterOf(now).first
  // Paris is UTC+1 on 1 January and UTC+2 on 1 July.
  return new Date(Date.UTC(year, month - 1, 1, month === 1 ? -1 : -2))
}
