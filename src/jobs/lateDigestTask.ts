import type { TaskConfig } from 'payload'

import { runLateDigest } from '@/moderation/runLateDigest'

/**
 * The admins' e-mail of what waits past its delay, at 08:00 Paris time, once a day each. Run
 * every hour: the cron reads the server's zone, `runLateDigest` acts in Paris's 08:xx only.
 */
export const lateDigestTask: TaskConfig<'lateDigest'> = {
  slug: 'lateDigest',
  label: 'Modération : e-mail quotidien des retards',
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runLateDigest(req.payload) }),
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
}
