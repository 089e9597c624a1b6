import type { TaskConfig } from 'payload'

import { deliveryFor } from '@/email/adapter'

/**
 * The e-mail outbox. Every message is a job: code that sends one queues it in the transaction
 * of the change that causes it (`queueEmail`), so the message exists exactly when the change
 * does, and a failing mail server is retried later instead of failing or blocking the change.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Envoi d’e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const info = (await deliveryFor(req.payload).sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text || undefined,
      html: input.html || undefined,
    })) as { messageId?: string } | undefined
    return { output: { messageId: info?.messageId ?? '' } }
  },
}
