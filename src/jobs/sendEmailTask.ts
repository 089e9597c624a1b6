import { JobCancelledError, type TaskConfig } from 'payload'

import { deliveryOutcomeIsUncertain, EMAIL_RETRY } from '@/domain/email/emailRetries'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { deliverNow, type BeforeMessageEnd } from '@/email/adapter'
import { withDeliverySlot } from '@/email/deliverySlots'
import { messageHeaders } from '@/email/messageHeaders'
import {
  keepDeliveryLease,
  recordAcceptance,
  recordMessageEnd,
  releaseDeliveryLease,
  takeDeliveryLease,
} from '@/outbox/deliveryRecords'
import { emailRetryFirstDelayMs } from '@/outbox/timings'
import { billingDocumentAttachment } from '@/payments/billingAttachment'

/**
 * Queued in the transaction of the change, so the message exists
 * exactly when the change does and a failing server is retried.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Envoi d’e-mail',
  retries: { attempts: EMAIL_RETRY.attempts, backoff: { type: 'exponential', delay: emailRetryFirstDelayMs() } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'messageId', type: 'text' },
    { name: 'headers', type: 'json' },
    { name: 'resentFrom', type: 'number' },
    { name: 'cause', type: 'text' },
    { name: 'billingDocument', type: 'number' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, job, req }) => {
    // Payload's runners claim jobs with a read followed by a write, so two runners (two app
    // servers, a worker beside an app's cron) can pick the same job: only the lease holder sends.
    if (!(await takeDeliveryLease(req.payload, job.id))) {
      // Another runner is sending (or has sent) this message. Failing here only adds a failed
      // entry to the job's log; the other runner's outcome completes or retries the job.
      throw new Error('Cet e-mail est déjà pris en charge par un autre processus.')
    }
    const stopRenewing = keepDeliveryLease(req.payload, job.id)
    let messageEndSent = false
    const beforeMessageEnd: BeforeMessageEnd = async () => {
      await recordMessageEnd(req.payload, job.id)
      messageEndSent = true
    }
    try {
      const attachments = input.billingDocument
        ? [await billingDocumentAttachment(req.payload, input.billingDocument)]
        : undefined
      const info = (await withDeliverySlot(() =>
        deliverNow(req.payload, {
          to: input.to,
          subject: input.subject,
          text: input.text || undefined,
          html: input.html || undefined,
          // The same on every attempt (older messages, queued before it existed, get one per try).
          messageId: input.messageId || undefined,
          headers: messageHeaders(input.headers),
          attachments,
          beforeMessageEnd,
        }),
      )) as { messageId?: string; response?: string } | undefined
      await recordAcceptance(req.payload, job.id, info?.response ?? '')
      return { output: { messageId: info?.messageId ?? '' } }
    } catch (error) {
      // The server may hold a message it never confirmed: stop here (no retry) for an admin to see.
      if (deliveryOutcomeIsUncertain(messageEndSent, error)) throw new JobCancelledError(OUTBOX_MESSAGES.uncertainError)
      await releaseDeliveryLease(req.payload, job.id)
      throw error
    } finally {
      stopRenewing()
    }
  },
}
