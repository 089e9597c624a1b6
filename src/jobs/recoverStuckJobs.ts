import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { STUCK_JOB_MINUTES } from '@/domain/email/emailRetries'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'

/**
 * Nothing clears "processing" when a runner dies mid-job; accepted messages
 * are never resent, uncertain ones wait for an admin, others run again.
 */
export async function recoverStuckJobs(payload: Payload): Promise<number> {
  const db = await drizzleFor(payload)
  const accepted = sql`coalesce(input, '{}'::jsonb) ? 'deliveryAcceptedAt'`
  const uncertain = sql`(coalesce(input, '{}'::jsonb) ? 'deliveryMessageEndAt' and not ${accepted})`
  const { rows } = await db.execute(sql`
    update payload_jobs
    set processing = false,
        input = coalesce(input, '{}'::jsonb) - 'deliveryLeaseUntil',
        completed_at = case when ${accepted} then coalesce((input ->> 'deliveryAcceptedAt')::timestamptz, now()) end,
        has_error = case when ${uncertain} then true else has_error end,
        error = case when ${uncertain} then jsonb_build_object('message', ${OUTBOX_MESSAGES.uncertainError}::text, 'cancelled', true) else error end
    where processing = true
      and completed_at is null
      and updated_at < now() - make_interval(mins => ${STUCK_JOB_MINUTES})
    returning id, ${uncertain} as uncertain`)
  if (rows.length > 0) payload.logger.warn(`[jobs] ${rows.length} tâche(s) interrompue(s) reprise(s)`)
  const uncertainCount = rows.filter((row) => row.uncertain).length
  if (uncertainCount > 0)
    payload.logger.warn(`[outbox] ${uncertainCount} e-mail(s) à l’issue incertaine, non renvoyé(s)`)
  return rows.length
}
