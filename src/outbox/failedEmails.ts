import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import type { AdminOutcome } from '@/errors/outcome'

export type FailedEmail = {
  id: number
  to: string
  subject: string
  tries: number
  lastError: string
  failedAt: string
  /** The whole message went to the server, whose answer never came: it may have been received. */
  uncertain: boolean
}

/** The text is left out: it may hold a sign-in link. */
export async function listFailedEmails(payload: Payload, limit = 100): Promise<FailedEmail[]> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select id, input ->> 'to' as "to", input ->> 'subject' as subject, total_tried as tries,
           coalesce(error ->> 'message', '') as "lastError", updated_at as "failedAt",
           (input ? 'deliveryMessageEndAt' and not input ? 'deliveryAcceptedAt') as uncertain
    from payload_jobs
    where task_slug = 'sendEmail' and has_error = true and completed_at is null
    order by updated_at desc, id desc
    limit ${limit}`)
  return (rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    to: String(row.to ?? ''),
    subject: String(row.subject ?? ''),
    tries: Number(row.tries ?? 0),
    lastError: String(row.lastError ?? ''),
    failedAt: new Date(String(row.failedAt)).toISOString(),
    uncertain: row.uncertain === true,
  }))
}

/** One conditional update, so two admins clicking at once resend it once. */
export async function resendFailedEmail(payload: Payload, jobId: number, req?: PayloadRequest): Promise<AdminOutcome> {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    update payload_jobs
    set has_error = false, total_tried = 0, error = null, wait_until = null, processing = false,
        input = coalesce(input, '{}'::jsonb) - 'deliveryLeaseUntil' - 'deliveryMessageEndAt', updated_at = now()
    where id = ${jobId} and task_slug = 'sendEmail' and has_error = true and completed_at is null
    returning id`)
  return rows.length === 1
    ? { ok: true, message: OUTBOX_MESSAGES.resent }
    : { ok: false, message: OUTBOX_MESSAGES.alreadyResent }
}
