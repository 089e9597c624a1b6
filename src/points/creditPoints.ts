import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { CreditReason, CreditSource } from '@/domain/points/ledgerCredits'
import { periodOf } from '@/domain/points/periods'

export type Credit = {
  memberId: number
  points: number
  reason: CreditReason
  sourceType: CreditSource
  sourceId: string | number
  notes?: string
}

/**
 * The ledger is unique on (source_type, source_id), so a replayed or raced
 * validation credits exactly once. Pass `req` to credit in its transaction.
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

/** A source already in the ledger is skipped, whoever wrote it. */
export async function creditPointsInBulk(
  payload: Payload,
  credits: Credit[],
  req?: Partial<PayloadRequest>,
): Promise<Set<string>> {
  if (credits.length === 0) return new Set()
  const db = await drizzleFor(payload, req)
  const now = new Date()
  const rows = credits.map((credit) => ({
    member_id: credit.memberId,
    points: credit.points,
    reason: credit.reason,
    source_type: credit.sourceType,
    source_id: String(credit.sourceId),
    notes: credit.notes ?? null,
  }))
  const result = await db.execute<{ source_id: string }>(sql`
    insert into points_ledger (member_id, points, reason, source_type, source_id, period, notes, created_at, updated_at)
    select c.member_id, c.points, c.reason, c.source_type, c.source_id, ${periodOf(now)}, c.notes,
           ${now.toISOString()}, ${now.toISOString()}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(
      member_id int, points numeric, reason enum_points_ledger_reason,
      source_type enum_points_ledger_source_type, source_id varchar, notes varchar)
    on conflict (source_type, source_id) do nothing
    returning source_id`)
  return new Set(result.rows.map((row) => row.source_id))
}
