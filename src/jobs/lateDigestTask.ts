import type { TaskConfig } from 'payload'

import { runLateDigest } from '@/moderation/runLateDigest'

/** Runs hourly because the cron reads the server's zone; `runLateDigest` acts in Paris's 08:xx only. */
export const lateDigestTask: TaskConfig<'lateDigest'> = {
  slug: 'lateDigest',
  label: 'Modération : e-mail quotidien des retards',
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runLateDigest(req.payload) }),
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
}
