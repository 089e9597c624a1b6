import type { TaskConfig } from 'payload'

import { runOverdueErasures } from '@/privacy/overdueErasures'

/** Hourly: a request reaches its delay at any hour, and is carried out within the hour. */
export const overdueErasuresTask: TaskConfig<'overdueErasures'> = {
  slug: 'overdueErasures',
  label: 'Données personnelles : effacements arrivés à échéance',
  schedule: [{ cron: '0 10 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: await runOverdueErasures(req.payload) }),
  outputSchema: [{ name: 'erased', type: 'number', required: true }],
}
