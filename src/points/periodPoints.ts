import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import {
  clearPendingPeriodPoints,
  pendingPeriodPointsOf,
  setPendingPeriodPoints,
  type PendingPeriodPoints,
} from '@/context/requestContext'
import { periodOf } from '@/domain/points/periods'

export async function periodPoints(
  payload: Payload,
  memberId: number,
  at: Date = new Date(),
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const totals = await pointsOfMembersInPeriod(payload, [memberId], periodOf(at), req)
  return totals.get(memberId) ?? 0
}

export async function pointsOfMembersInPeriod(
  payload: Payload,
  memberIds: number[],
  period: string,
  req?: Partial<PayloadRequest>,
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map()
  const db = await drizzleFor(payload, req)
  const result = await db.execute<{ member_id: number; total: string }>(
    sql`select member_id, sum(points) as total from points_ledger
        where period = ${period} and member_id = any(${`{${memberIds.join(',')}}`}::int[])
        group by member_id`,
  )
  return new Map(result.rows.map((row) => [Number(row.member_id), Number(row.total)]))
}

/**
 * Payload runs a page's field hooks side by side, so they join one
 * grouped query; a later read starts a new batch, so no credit is missed.
 */
export function batchedPeriodPoints(req: PayloadRequest, memberId: number): Promise<number> {
  let pending = pendingPeriodPointsOf(req.context)
  if (!pending) {
    const ids = new Set<number>()
    const batch: PendingPeriodPoints = {
      ids,
      totals: new Promise((resolve, reject) => {
        setImmediate(() => {
          clearPendingPeriodPoints(req.context, batch)
          pointsOfMembersInPeriod(req.payload, [...ids], periodOf(new Date()), req).then(resolve, reject)
        })
      }),
    }
    pending = batch
    setPendingPeriodPoints(req.context, batch)
  }
  pending.ids.add(memberId)
  return pending.totals.then((totals) => totals.get(memberId) ?? 0)
}
