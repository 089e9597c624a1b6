import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { queueEmail, type OutgoingEmail } from '@/email/queueEmail'

export type Withdrawal = 'withdrawn' | 'corrected' | 'none'

/**
 * Unsent: withdrawn (completed, never deleted); taken or sent: a correction is queued. A racing runner waits for the
 * row lock.
 */
export async function withdrawOrCorrect(
  req: PayloadRequest,
  cause: string,
  correction: OutgoingEmail,
): Promise<Withdrawal> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    select id, input ? 'withdrawnAt' as withdrawn from payload_jobs
    where task_slug = 'sendEmail' and input ->> 'cause' = ${cause}
    order by id desc limit 1
    for update`)
  const latest = rows[0] as { id: number; withdrawn: boolean } | undefined
  if (!latest || latest.withdrawn) return 'none'
  const { rows: withdrawn } = await db.execute(sql`
    update payload_jobs
    set completed_at = now(), processing = false, updated_at = now(),
        input = input || jsonb_build_object('withdrawnAt', now())
    where id = ${latest.id}
      and completed_at is null and processing = false
      and not input ? 'deliveryMessageEndAt' and not input ? 'deliveryAcceptedAt'
      and coalesce((input ->> 'deliveryLeaseUntil')::timestamptz < now(), true)
    returning id`)
  if (withdrawn.length === 1) return 'withdrawn'
  await queueEmail(req, correction)
  return 'corrected'
}
