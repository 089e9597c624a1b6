import type { TaskConfig } from 'payload'

import { runSemesterCheck } from '@/members/runSemesterCheck'

export const semesterCheckTask: TaskConfig<'semesterCheck'> = {
  slug: 'semesterCheck',
  label: 'Semestre : clôture et rappels',
  schedule: [{ cron: '0 0 6 * * *', queue: 'default' }],
  retries: 3,
  handler: async ({ req }) => ({ output: await runSemesterCheck(req.payload) }),
  outputSchema: [
    { name: 'deactivated', type: 'number', required: true },
    { name: 'reminded', type: 'number', required: true },
  ],
}
