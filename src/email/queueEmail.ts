import type { PayloadRequest } from 'payload'

import type { EmailTemplate } from '@/domain/emailLog'

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
}

/** Pass `req` of the causing change so the job row commits or rolls back with it. */
export async function queueEmail(req: PayloadRequest, { template, ...email }: OutgoingEmail) {
  const job = await req.payload.jobs.queue({ task: 'sendEmail', input: { ...email, messageId: newMessageId() }, req })
  await labelOutboxMessage(req.payload, req, job.id, { to: email.to, template })
}
