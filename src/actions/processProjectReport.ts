'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { REPORT_MESSAGES } from '@/domain/projectReports'
import { moderationRefusal } from '@/moderation/accessDenied'
import { mayProcessReports, processLatestProjectReport, type ProcessReportResult } from '@/reports/processProjectReport'

export type ProcessReportAnswer =
  | (Extract<ProcessReportResult, { ok: true }> & { title: string; message: string })
  | { ok: false; title: string; message: string }

/**
 * The admin's "Traiter reporting" on a project: admins only ("Utilisateur non authentifié"
 * signed out, "Accès refusé" for anyone else, marketing included); the answer is the spec's summary or one of its messages.
 */
export async function processProjectReportAction(projectId: number): Promise<ProcessReportAnswer> {
  const payload = await getPayload({ config })
  try {
    const { user } = await payload.auth({ headers: await headers() })
    if (!mayProcessReports(user)) {
      const refusal = moderationRefusal(user) ?? REPORT_MESSAGES.accessDenied
      return { ok: false, title: refusal, message: refusal }
    }
    if (!Number.isSafeInteger(projectId) || projectId <= 0)
      return { ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed }
    const result = await processLatestProjectReport(payload, { projectId, user })
    if (result.ok) return { ...result, title: 'Reporting traité', message: result.summary }
    if (result.reason === 'no-report')
      return { ok: false, title: REPORT_MESSAGES.noReportTitle, message: REPORT_MESSAGES.noReport }
    return { ok: false, title: REPORT_MESSAGES.accessDenied, message: REPORT_MESSAGES.accessDenied }
  } catch (error) {
    payload.logger.error({ err: error, projectId }, '[project-reports] traitement impossible')
    return { ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed }
  }
}
