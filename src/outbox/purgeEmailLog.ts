import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { emailLogPurgeBefore } from '@/domain/email/emailLog'

/** Rows deleted per statement: each batch is a short transaction of its own. */
const PURGE_BATCH = 1_000

/** Recipients, subjects and texts are personal data kept no longer than the retention. */
export async function purgeEmailLog(payload: Payload, now = new Date()): Promise<number> {
  const db = await drizzleFor(payload)
  const before = emailLogPurgeBefore(now).toISOString()
  let deleted = 0
  for (;;) {
    const { rows } = await db.execute(sql`
      delete from payload_jobs where id in (
        select id from payload_jobs
        where created_at < ${before} and (task_slug = 'sendEmail' or completed_at is not null)
        limit ${PURGE_BATCH})
      returning id`)
    deleted += rows.length
    if (rows.length < PURGE_BATCH) return deleted
  }
}
