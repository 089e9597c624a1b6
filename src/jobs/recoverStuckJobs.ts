import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { STUCK_JOB_MINUTES } from '@/domain/emailRetries'

/**
 * Payload runs only jobs that are not "processing", and nothing clears that flag when the runner
 * dies mid-job (a crash, `kill -9`, a deploy): the job, an e-mail among them, would wait for ever.
 * A job still processing `STUCK_JOB_MINUTES` after its last update was cut off: it becomes
 * runnable again, its delivery lease released, and its next attempt delivers it (with the same
 * Message-ID). Every task is safe to run again: deliveries carry their Message-ID, the semester
 * job and the clean-ups check what is left to do. Runs before each of the app's job runs.
 */
export async function recoverStuckJobs(payload: Payload): Promise<number> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    update payload_jobs
    set processing = false, input = coalesce(input, '{}'::jsonb) - 'deliveryLeaseUntil'
    where processing = true
      and completed_at is null
      and updated_at < now() - make_interval(mins => ${STUCK_JOB_MINUTES})
    returning id`)
  if (rows.length > 0) payload.logger.warn(`[jobs] ${rows.length} tâche(s) interrompue(s) relancée(s)`)
  return rows.length
}
