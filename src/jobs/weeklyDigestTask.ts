import type { TaskConfig } from 'payload'

import { runWeeklyDigest } from '@/digest/runWeeklyDigest'

/** Runs hourly because the cron reads the server's zone; `runWeeklyDigest` acts on Paris's Monday from 08:00. */
export const weeklyDigestTask: TaskConfig<'weeklyDigest'> = {
  slug: 'weeklyDigest',
  label: 'Membres : « Cette semaine dans la Tryb » du lundi',
  schedule: [{ cron: '0 0 * * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runWeeklyDigest(req.payload) }),
  outputSchema: [{ name: 'notified', type: 'number', required: true }],
}
