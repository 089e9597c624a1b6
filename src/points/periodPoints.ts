import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { periodOf } from '@/domain/periods'

/** A member's points in the period containing `at`: the sum of their ledger credits. */
export async function periodPoints(
  payload: Payload,
  memberId: number,
  at: Date = new Date(),
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const db = await drizzleFor(payload, req)
  const result = await db.execute<{ total: string | null }>(
    sql`select coalesce(sum(points), 0) as total from points_ledger
        where member_id = ${memberId} and period = ${periodOf(at)}`,
  )
  return Number(result.rows[0]?.total ?? 0)
}

/** Every member's points in `period`, in one query (the semester job judges them all). */
export async function pointsByMemberInPeriod(payload: Payload, period: string): Promise<Map<number, number>> {
  const db = await drizzleFor(payload)
  const result = await db.execute<{ member_id: number; total: string }>(
    sql`select member_id, sum(points) as total from points_ledger where period = ${period} group by member_id`,
  )
  return new Map(result.rows.map((row) => [Number(row.member_id), Number(row.total)]))
}
