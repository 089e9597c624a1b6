import type { TaskConfig } from 'payload'

import { runPaymentReminders } from '@/payments/paymentReminders'

export const paymentReminderTask: TaskConfig<'paymentReminder'> = {
  slug: 'paymentReminder',
  label: 'Paiement : rappel au porteur après 20 h',
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runPaymentReminders(req.payload) }),
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
}
