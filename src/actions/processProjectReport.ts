'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { REPORT_MESSAGES } from '@/domain/reports/projectReports'
import { moderationRefusal } from '@/auth/accessDenied'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { refused, type AdminOutcome } from '@/errors/outcome'
import {
  mayProcessReports,
  processLatestProjectReport,
  REPORT_BATCH_SIZE,
  type ProcessReportResult,
} from '@/reports/processProjectReport'
import { undoReportRun } from '@/reports/undoReportRun'
import { nothing, object, rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export type ProcessReportAnswer =
  | (Extract<ProcessReportResult, { ok: true }> & { title: string; message: string })
  | { ok: false; title: string; message: string }

const runStart = text(40)
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
  .refine((since) => !Number.isNaN(Date.parse(since)))

const resumePoint = object({ since: runStart, afterId: rowId })

/** One batch per call; the screen calls again with `resume` until it is null, showing progress. */
export const processProjectReportAction = defineAction(
  tuple([rowId, resumePoint.or(nothing()).optional()]),
  async (projectId, resumeAt?): Promise<ProcessReportAnswer> => {
    const payload = await getPayload({ config })
    try {
      const { user } = await payload.auth({ headers: await headers() })
      if (!mayProcessReports(user)) {
        const refusal = moderationRefusal(user) ?? REPORT_MESSAGES.accessDenied
        return { ok: false, title: refusal, message: refusal }
      }
      const result = await processLatestProjectReport(payload, {
        projectId,
        user,
        batchSize: REPORT_BATCH_SIZE,
        resume: resumeAt ?? null,
      })
      if (result.ok) return { ...result, title: 'Reporting traité', message: result.summary }
      if (result.reason === 'no-report')
        return { ok: false, title: REPORT_MESSAGES.noReportTitle, message: REPORT_MESSAGES.noReport }
      return { ok: false, title: REPORT_MESSAGES.accessDenied, message: REPORT_MESSAGES.accessDenied }
    } catch (error) {
      payload.logger.error({ err: error, projectId }, '[project-reports] traitement impossible')
      return { ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed }
    }
  },
)

/** "Annuler" after "Traiter reporting": the run started at `since` taken back, within the undo window. */
export const undoReportRunAction = defineAction(
  tuple([rowId, runStart]),
  async (projectId, since): Promise<AdminOutcome> => {
    const context = await adminFromRequest()
    if ('refusal' in context) return refused(context.refusal)
    return undoReportRun(context.payload, context.admin, projectId, since)
  },
)
