import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

import type { EmailTemplate } from '@/domain/email/emailLog'

import { labelOutboxMessage } from '@/email/outboxLabels'

import { newMessageId } from './messageId'

export type OutgoingEmail = {
  to: string
  template?: EmailTemplate
  subject: string
  text: string
  html?: string
  /** Extra message headers, kept through the outbox (the digest's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>
  /** Lets an undo find the message in the outbox (`src/outbox/withdrawEmail.ts`). */
  cause?: string
  /** An invoice or credit note (its id) attached as its PDF when the message is sent. */
  billingDocument?: number
}

/** Pass `req` of the causing change so the job row commits or rolls back with it. */
export async function queueEmail(req: PayloadRequest, { template, ...email }: OutgoingEmail) {
  const job = await req.payload.jobs.queue({ task: 'sendEmail', input: { ...email, messageId: newMessageId() }, req })
  await labelOutboxMessage(req.payload, req, job.id, { to: email.to, template })
}

/**
 * `queueEmail` for many messages in one statement, in `req`'s transaction (a batch of the semester
 * job): the same `sendEmail` jobs, labelled for the e-mail log, that Payload's queue would write one
 * by one. Payload's jobs collection has no hooks of ours to skip.
 */
export async function queueEmailsInBulk(req: PayloadRequest, emails: OutgoingEmail[]) {
  if (emails.length === 0) return
  const db = await drizzleFor(req.payload, req)
  const rows = emails.map(({ template, ...email }) => ({
    input: { ...email, messageId: newMessageId() },
    email_to: email.to.trim().toLowerCase(),
    email_template: template ?? null,
  }))
  await db.execute(sql`
    insert into payload_jobs (input, task_slug, queue, total_tried, has_error, processing, email_to, email_template,
                              created_at, updated_at)
    select j.input, 'sendEmail', 'default', 0, false, false, j.email_to, j.email_template, now(), now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as j(input jsonb, email_to varchar, email_template varchar)`)
}
