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

/** A member's points in the period `period` ("2026-S1"): the sum of their ledger credits. */
export async function pointsInPeriod(payload: Payload, memberId: number, period: string): Promise<number> {
  const db = await drizzleFor(payload)
  const result = await db.execute<{ total: string | null }>(
    sql`select coalesce(sum(points), 0) as total from points_ledger where member_id = ${memberId} and period = ${period}`,
  )
  return Number(result.rows[0]?.total ?? 0)
}
