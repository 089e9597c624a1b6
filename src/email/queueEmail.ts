import type { PayloadRequest } from 'payload'

import type { EmailTemplate } from '@/domain/emailLog'

import { labelOutboxMessage } from '@/email/outboxLabels'

import { newMessageId } from './messageId'

export type OutgoingEmail = {
  to: string
  /** Which kind of e-mail, shown and filtered in the admins' e-mail log. */
  template?: EmailTemplate
  subject: string
  text: string
  html?: string
  /** Extra message headers, kept through the outbox (the digest's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>
  /**
   * The decision that caused it (`declared-action:41:rejected`), for an undo to find it in the
   * outbox: withdrawn while unsent, else corrected (`src/outbox/withdrawEmail.ts`).
   */
  cause?: string
}

/**
 * Puts an e-mail in the outbox. Pass the request of the change that causes it so the job row is
 * written in the same transaction: rolled back with it, committed with it.
 */
export async function queueEmail(req: PayloadRequest, { template, ...email }: OutgoingEmail) {
  const job = await req.payload.jobs.queue({ task: 'sendEmail', input: { ...email, messageId: newMessageId() }, req })
  await labelOutboxMessage(req.payload, req, job.id, { to: email.to, template })
}
