import { sql } from 'drizzle-orm'
import type { Payload, TaskConfig } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { DELIVERY_LEASE_SECONDS, EMAIL_RETRY } from '@/domain/emailRetries'
import { deliveryFor } from '@/email/adapter'
import { messageHeaders } from '@/email/messageHeaders'

/**
 * Payload's runners claim a job with a read then a write, so two runners (two app servers, or a
 * worker beside an app's cron) could both deliver it. Before sending, a runner takes a lease on
 * the job row with one conditional UPDATE outside any transaction: only one gets the row back.
 * The lease lives in the job's input (Payload never rewrites it), outlasts the slowest SMTP
 * exchange (`DELIVERY_LEASE_SECONDS`) and is released when a send fails, so the retry can take
 * it. A runner killed mid-delivery leaves the lease and the "processing" flag: `recoverStuckJobs`
 * clears both.
 */
const LEASE = sql`make_interval(secs => ${DELIVERY_LEASE_SECONDS})`

async function takeDeliveryLease(payload: Payload, jobId: number | string): Promise<boolean> {
  const db = await drizzleFor(payload)
  const result = await db.execute(sql`
    update payload_jobs
    set input = coalesce(input, '{}'::jsonb) || jsonb_build_object('deliveryLeaseUntil', now() + ${LEASE})
    where id = ${jobId}
      and completed_at is null
      and coalesce((input ->> 'deliveryLeaseUntil')::timestamptz < now(), true)
    returning id`)
  return result.rows.length === 1
}

async function releaseDeliveryLease(payload: Payload, jobId: number | string) {
  const db = await drizzleFor(payload)
  await db.execute(sql`update payload_jobs set input = input - 'deliveryLeaseUntil' where id = ${jobId}`)
}

/**
 * The e-mail outbox. Every message is a job: code that sends one queues it in the transaction
 * of the change that causes it (`queueEmail`), so the message exists exactly when the change
 * does, and a failing mail server is retried later instead of failing or blocking the change.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Envoi d’e-mail',
  retries: { attempts: EMAIL_RETRY.attempts, backoff: { type: 'exponential', delay: EMAIL_RETRY.firstDelayMs } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'messageId', type: 'text' },
    // Extra headers (the digest's List-Unsubscribe and List-Unsubscribe-Post).
    { name: 'headers', type: 'json' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, job, req }) => {
    if (!(await takeDeliveryLease(req.payload, job.id))) {
      // Another runner is sending (or has sent) this message. Failing here only adds a failed
      // entry to the job's log; the other runner's outcome completes or retries the job.
      throw new Error('Cet e-mail est déjà pris en charge par un autre processus.')
    }
    let info: { messageId?: string } | undefined
    try {
      info = (await deliveryFor(req.payload).sendEmail({
        to: input.to,
        subject: input.subject,
        text: input.text || undefined,
        html: input.html || undefined,
        // The same on every attempt (older messages, queued before it existed, get one per try).
        messageId: input.messageId || undefined,
        headers: messageHeaders(input.headers),
      })) as { messageId?: string } | undefined
    } catch (error) {
      await releaseDeliveryLease(req.payload, job.id)
      throw error
    }
    return { output: { messageId: info?.messageId ?? '' } }
  },
}
