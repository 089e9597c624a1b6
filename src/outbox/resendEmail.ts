import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { carriesOneTimeLink, emailState, isEmailTemplate } from '@/domain/email/emailLog'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { newMessageId } from '@/email/messageId'
import type { AdminOutcome } from '@/errors/outcome'
import { recordAudit } from '@/audit/recordAudit'

import { labelOutboxMessage } from '@/email/outboxLabels'
import { resendFailedEmail } from './failedEmails'

type Row = Record<string, unknown>

/**
 * Under the original's row lock, so two clicks queue one copy; a sent message is queued again as a new one with a new
 * Message-ID. One carrying a one-time link is refused.
 */
export async function resendEmail(
  payload: Payload,
  admin: PayloadRequest['user'],
  jobId: number,
): Promise<AdminOutcome> {
  return inTransaction({ payload, user: admin }, async (req) => {
    const db = await drizzleFor(payload, req)
    const { rows } = await db.execute(sql`
      select id, input, email_template, completed_at, has_error from payload_jobs
      where id = ${jobId} and task_slug = 'sendEmail' for update`)
    const original = (rows as Row[])[0]
    if (!original) return { ok: false, message: OUTBOX_MESSAGES.unknownEmail }
    const input = (original.input ?? {}) as Record<string, unknown>
    const state = emailState({
      completedAt: original.completed_at ? String(original.completed_at) : null,
      hasError: original.has_error === true,
      messageEndAt: input.deliveryMessageEndAt,
      acceptedAt: input.deliveryAcceptedAt,
      withdrawnAt: input.withdrawnAt,
    })
    if (state === 'queued') return { ok: false, message: OUTBOX_MESSAGES.stillQueued }
    if (state === 'withdrawn') return { ok: false, message: OUTBOX_MESSAGES.withdrawn }
    // Its token may be spent or expired by now; a fresh one comes only through the member's own request.
    if (carriesOneTimeLink(original.email_template, input.text as string | undefined, input.html as string | undefined))
      return { ok: false, message: OUTBOX_MESSAGES.oneTimeLink }
    if (state !== 'sent') return resendFailedEmail(payload, jobId, req)
    const { rows: waiting } = await db.execute(sql`
      select 1 from payload_jobs
      where task_slug = 'sendEmail' and input ->> 'resentFrom' = ${String(jobId)} and completed_at is null
        and has_error = false
      limit 1`)
    if (waiting.length > 0) return { ok: false, message: OUTBOX_MESSAGES.alreadyResent }
    const copy = await payload.jobs.queue({
      task: 'sendEmail',
      input: {
        to: String(input.to ?? ''),
        subject: String(input.subject ?? ''),
        text: typeof input.text === 'string' ? input.text : undefined,
        html: typeof input.html === 'string' ? input.html : undefined,
        headers: (input.headers ?? undefined) as Record<string, unknown> | undefined,
        billingDocument: typeof input.billingDocument === 'number' ? input.billingDocument : undefined,
        messageId: newMessageId(),
        resentFrom: jobId,
      },
      req,
    })
    const template = isEmailTemplate(original.email_template) ? original.email_template : undefined
    await labelOutboxMessage(payload, req, copy.id, { to: String(input.to ?? ''), template })
    await recordAudit(req, { action: 'email.resent', collection: 'payload-jobs', id: jobId, to: String(copy.id) })
    return { ok: true, message: OUTBOX_MESSAGES.resent }
  })
}
