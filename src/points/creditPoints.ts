import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { CreditReason, CreditSource } from '@/domain/declaredActions'
import { periodOf } from '@/domain/periods'

export type Credit = {
  memberId: number
  points: number
  reason: CreditReason
  sourceType: CreditSource
  sourceId: string | number
  notes?: string
}

/**
 * The one way points are credited. The ledger is unique on (source_type, source_id) and the
 * insert skips a source already credited, so a validation replayed, processed twice or raced
 * by twenty requests credits exactly once. Returns whether this call wrote the credit.
 * Pass the request of the change that earns the points to credit in its transaction.
 */
export async function creditPoints(payload: Payload, credit: Credit, req?: Partial<PayloadRequest>): Promise<boolean> {
  const db = await drizzleFor(payload, req)
  const now = new Date()
  const result = await db.execute(sql`
    insert into points_ledger (member_id, points, reason, source_type, source_id, period, notes, created_at, updated_at)
    values (${credit.memberId}, ${credit.points}, ${credit.reason}, ${credit.sourceType},
            ${String(credit.sourceId)}, ${periodOf(now)}, ${credit.notes ?? null}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (source_type, source_id) do nothing
    returning id`)
  return result.rows.length === 1
}
