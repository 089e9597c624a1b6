import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { processLatestProjectReport } from '@/reports/processProjectReport'

/** The spec's answers to "Traiter reporting" (spec 02 §8). */
export const REPORT_PROCESSING_MESSAGES = {
  accessDenied: 'Accès refusé',
  noReportTitle: 'Aucun reporting',
  noReport: 'Ce projet n’a pas encore de reporting à traiter',
  failedTitle: 'Erreur',
  failed: 'Impossible de traiter le reporting',
} as const

/** What the admin's report panel shows: the summary and the rows left aside, or why not. */
export type ReportAnswer =
  | {
      ok: true
      /** "{n} actions validées, {n} points attribués à {n} contributeurs" */
      summary: string
      problems: { line: number; reason: string }[]
      problemCount: number
      rowsRead: number
    }
  | { ok: false; title: string; message: string }

const M = REPORT_PROCESSING_MESSAGES

/**
 * "Traiter reporting" on a project, for admins only: processes the project's latest report
 * (src/reports) and turns its outcome into the panel's answer; a failure never shows more than
 * the spec's message.
 */
export async function processReportForAdmin(payload: Payload, user: PayloadRequest['user'], projectId: number): Promise<ReportAnswer> {
  if (!isAdmin(user)) return { ok: false, title: M.accessDenied, message: M.accessDenied }
  try {
    const result = await processLatestProjectReport(payload, { projectId, user })
    if (result.ok) {
      const { summary, problems, problemCount, rowsRead } = result
      return { ok: true, summary, problems, problemCount, rowsRead }
    }
    if (result.reason === 'no-report') return { ok: false, title: M.noReportTitle, message: M.noReport }
    return { ok: false, title: M.accessDenied, message: M.accessDenied }
  } catch (error) {
    payload.logger.error({ err: error, projectId }, '[moderation] reporting non traité')
    return { ok: false, title: M.failedTitle, message: M.failed }
  }
}
