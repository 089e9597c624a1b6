import type { TaskConfig } from 'payload'

import { runPaymentReminders } from '@/payments/paymentReminders'

/** The owner's reminder 20 hours after payment opened, checked every 10 minutes, sent once. */
export const paymentReminderTask: TaskConfig<'paymentReminder'> = {
  slug: 'paymentReminder',
  label: 'Paiement : rappel au porteur après 20 h',
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runPaymentReminders(req.payload) }),
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
}
