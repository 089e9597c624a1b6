import type { TaskConfig } from 'payload'

/**
 * The e-mail outbox. Code that must send an e-mail queues this task in the transaction of the
 * change that causes it (`queueEmail`), so the message exists exactly when the change does, and
 * a failing mail server is retried later instead of failing or blocking the change.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Envoi d’e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const info = (await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html || undefined,
    })) as { messageId?: string } | undefined
    return { output: { messageId: info?.messageId ?? '' } }
  },
}
