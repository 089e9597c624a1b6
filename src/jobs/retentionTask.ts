import type { TaskConfig } from 'payload'

import { applyRetention } from '@/privacy/applyRetention'

/** Nightly, after the e-mail log's purge: each period of `src/domain/retention.ts` applied in batches. */
export const retentionTask: TaskConfig<'retention'> = {
  slug: 'retention',
  label: 'Données personnelles : durées de conservation',
  schedule: [{ cron: '0 40 3 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { removed: (await applyRetention(req.payload)).total } }),
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
}
