'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { REPORT_MESSAGES } from '@/domain/projectReports'
import { moderationRefusal } from '@/moderation/accessDenied'
import {
  mayProcessReports,
  processLatestProjectReport,
  REPORT_BATCH_SIZE,
  type ProcessReportResult,
  type ReportRunResume,
} from '@/reports/processProjectReport'

export type ProcessReportAnswer =
  | (Extract<ProcessReportResult, { ok: true }> & { title: string; message: string })
  | { ok: false; title: string; message: string }

/** A resume point as the browser sends it back: the run's start and a declaration id, or nothing. */
function resumeFrom(value: unknown): ReportRunResume | null | undefined {
  if (value === null || value === undefined) return null
  const { since, afterId } = value as Partial<ReportRunResume>
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since)) || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(since))
    return undefined
  if (typeof afterId !== 'number' || !Number.isSafeInteger(afterId) || afterId <= 0) return undefined
  return { since, afterId }
}

/**
 * The admin's "Traiter reporting" on a project, one batch per call: admins only ("Utilisateur non
 * authentifié" signed out, "Accès refusé" for anyone else, marketing included). The screen calls
 * again with the answer's `resume` until it is null, showing the progress in between; the last
 * answer carries the summary of the whole run, or one of its messages.
 */
export async function processProjectReportAction(projectId: number, resumeAt?: unknown): Promise<ProcessReportAnswer> {
  const payload = await getPayload({ config })
  try {
    const { user } = await payload.auth({ headers: await headers() })
    if (!mayProcessReports(user)) {
      const refusal = moderationRefusal(user) ?? REPORT_MESSAGES.accessDenied
      return { ok: false, title: refusal, message: refusal }
    }
    const resume = resumeFrom(resumeAt)
    if (!Number.isSafeInteger(projectId) || projectId <= 0 || resume === undefined)
      return { ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed }
    const result = await processLatestProjectReport(payload, {
      projectId,
      user,
      batchSize: REPORT_BATCH_SIZE,
      resume,
    })
    if (result.ok) return { ...result, title: 'Reporting traité', message: result.summary }
    if (result.reason === 'no-report')
      return { ok: false, title: REPORT_MESSAGES.noReportTitle, message: REPORT_MESSAGES.noReport }
    return { ok: false, title: REPORT_MESSAGES.accessDenied, message: REPORT_MESSAGES.accessDenied }
  } catch (error) {
    payload.logger.error({ err: error, projectId }, '[project-reports] traitement impossible')
    return { ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed }
  }
}
