import type { TaskConfig } from 'payload'

import { prepareDataExport } from '@/profile/dataExportJob'

/** Queued by a member's request of a large export (`requestDataExport`); the link is e-mailed when it is ready. */
export const memberDataExportTask: TaskConfig<'memberDataExport'> = {
  slug: 'memberDataExport',
  label: 'Données personnelles : export volumineux d’un membre',
  retries: 3,
  inputSchema: [{ name: 'exportId', type: 'number', required: true }],
  outputSchema: [{ name: 'size', type: 'number', required: true }],
  handler: async ({ input, req }) => ({ output: await prepareDataExport(req.payload, input.exportId) }),
}
