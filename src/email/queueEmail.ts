import type { PayloadRequest } from 'payload'

import { newMessageId } from './messageId'

export type OutgoingEmail = {
  to: string
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
export async function queueEmail(req: PayloadRequest, email: OutgoingEmail) {
  await req.payload.jobs.queue({ task: 'sendEmail', input: { ...email, messageId: newMessageId() }, req })
}
