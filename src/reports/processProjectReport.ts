// STAND-IN, TO BE REPLACED: the real report processing is written on the `report` branch
// (same path, same exports). This copy only answers "no report" or fails, so the admin
// projects view compiles and its "Traiter reporting" button can be tried before the merge.
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'

export type ProcessReportResult =
  | {
      ok: true
      reportId: number
      validatedActions: number
      pointsAwarded: number
      contributors: number
      summary: string
      problems: { line: number; reason: string }[]
      problemCount: number
      rowsRead: number
    }
  | { ok: false; reason: 'forbidden' | 'no-report' }

export async function processLatestProjectReport(
  payload: Payload,
  { projectId, user }: { projectId: number; user: PayloadRequest['user']; now?: Date },
): Promise<ProcessReportResult> {
  if (!isAdmin(user)) return { ok: false, reason: 'forbidden' }
  const { totalDocs } = await payload.count({
    collection: 'project-reports',
    where: { project: { equals: projectId } },
    overrideAccess: false,
    user,
  })
  if (totalDocs === 0) return { ok: false, reason: 'no-report' }
  throw new Error('Stand-in: report processing arrives with the report branch')
}
