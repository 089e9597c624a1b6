import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { REPORT_MESSAGES, REPORT_TEXT_MAX_LENGTH } from '@/domain/reports/projectReports'
import { decodeReportCsv, reportedViews } from '@/domain/reports/reportCsv'
import type { ProjectReport } from '@/payload-types'
import { readStoredUpload } from '@/uploads/readStoredUpload'

/** The CSV's text, read by the server from the stored file (null without one). */
async function csvText(req: PayloadRequest, fileId: number | undefined): Promise<string | null> {
  if (fileId === undefined) return null
  const upload = await req.payload.findByID({
    collection: 'report-files',
    id: fileId,
    depth: 0,
    disableErrors: true,
    req,
  })
  const bytes = upload && (await readStoredUpload(req, 'report-files', upload))
  return bytes ? decodeReportCsv(bytes) : null
}

/** Computed by the server from the CSV and the form's lines together, so a post in both counts once. */
async function viewsOf(req: PayloadRequest, fileId: number | undefined, viewsText: string): Promise<number | null> {
  const { total, problems } = reportedViews(await csvText(req, fileId), viewsText)
  if (problems.length > 0) throw new APIError(problems[0].reason, 400, null, true)
  return total
}

/**
 * Whatever the door: some text, views lines or a CSV. A member attaches only their own CSV, and a
 * missing file gets the same answer, so ids reveal nothing.
 */
export const checkReportContent: CollectionBeforeChangeHook<ProjectReport> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const text = typeof data.report_text === 'string' ? data.report_text.trim() : ''
  if (text.length > REPORT_TEXT_MAX_LENGTH) throw new APIError(REPORT_MESSAGES.textTooLong, 400, null, true)
  const fileId = relationId(data.report_file)
  const viewsText = typeof data.report_views === 'string' ? data.report_views.trim() : ''
  if (!text && fileId === undefined && !viewsText) throw new APIError(REPORT_MESSAGES.required, 400, null, true)
  if (fileId !== undefined && req.user?.collection === 'members') {
    const file = await req.payload.findByID({
      collection: 'report-files',
      id: fileId,
      depth: 0,
      select: { uploader: true },
      disableErrors: true,
      req,
    })
    if (!file || relationId(file.uploader) !== req.user.id) {
      throw new APIError(REPORT_MESSAGES.notYourFile, 403, null, true)
    }
  }
  if (viewsText.length > REPORT_TEXT_MAX_LENGTH) throw new APIError(REPORT_MESSAGES.textTooLong, 400, null, true)
  const reported_views = await viewsOf(req, fileId, viewsText)
  return { ...data, report_text: text || null, report_views: viewsText || null, reported_views }
}
