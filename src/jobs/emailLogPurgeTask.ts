import type { TaskConfig } from 'payload'

import { purgeEmailLog } from '@/outbox/purgeEmailLog'

export const emailLogPurgeTask: TaskConfig<'emailLogPurge'> = {
  slug: 'emailLogPurge',
  label: 'Purge du journal des envois',
  schedule: [{ cron: '0 20 3 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { deleted: await purgeEmailLog(req.payload) } }),
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
}
