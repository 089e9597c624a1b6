import type { TaskConfig } from 'payload'

import { deleteUnusedMemberUploads } from '@/uploads/deleteUnusedMemberUploads'

export const unusedUploadsCleanupTask: TaskConfig<'unusedUploadsCleanup'> = {
  slug: 'unusedUploadsCleanup',
  label: 'Photos et fichiers CSV non utilisés',
  schedule: [{ cron: '0 40 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { deleted: await deleteUnusedMemberUploads(req.payload) } }),
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
}
