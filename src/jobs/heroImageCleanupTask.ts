import type { TaskConfig } from 'payload'

import { deleteOrphanHeroImages } from '@/projects/deleteOrphanHeroImages'

export const heroImageCleanupTask: TaskConfig<'heroImageCleanup'> = {
  slug: 'heroImageCleanup',
  label: 'Images de projets non utilisées',
  schedule: [{ cron: '0 20 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { deleted: await deleteOrphanHeroImages(req.payload) } }),
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
}
