import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { retentionCutoff } from '@/domain/retention'

import { ErasureRefused, eraseMember } from './eraseMember'

/** Members erased per run: the hourly run catches up on a backlog without a long transaction. */
export const OVERDUE_ERASURES_PER_RUN = 20

/**
 * The charter's promise kept without anyone: requests past the delay are carried out unless an
 * admin holds them with a reason. Each member in a transaction of its own; a run is idempotent
 * (an erased member is no longer selected, one erased meanwhile is refused and skipped).
 */
export async function runOverdueErasures(payload: Payload, now = new Date()): Promise<{ erased: number }> {
  const db = await drizzleFor(payload)
  const requestedBefore = retentionCutoff('deletionRequests', now)
  const { rows } = await db.execute(sql`
    select id from members
    where deletion_requested_at <= ${requestedBefore.toISOString()} and erased_at is null
      and coalesce(btrim(deletion_hold_reason), '') = ''
    order by deletion_requested_at, id
    limit ${OVERDUE_ERASURES_PER_RUN}::int`)
  let erased = 0
  for (const { id } of rows as { id: number }[]) {
    try {
      await eraseMember(payload, Number(id), { job: true })
      erased += 1
    } catch (error) {
      if (!(error instanceof ErasureRefused)) throw error
    }
  }
  return { erased }
}
