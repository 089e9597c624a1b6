import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import { REPORT_MESSAGES, REPORT_TEXT_MAX_LENGTH } from '@/domain/projectReports'
import { decodeReportCsv, reportCsvViews } from '@/domain/reportCsv'
import type { ProjectReport } from '@/payload-types'
import { readStoredUpload } from '@/uploads/readStoredUpload'

/** Computed by the server from the file. */
async function viewsOfFile(req: PayloadRequest, fileId: number): Promise<number | null> {
  const upload = await req.payload.findByID({
    collection: 'report-files',
    id: fileId,
    depth: 0,
    disableErrors: true,
    req,
  })
  const bytes = upload && (await readStoredUpload(req, 'report-files', upload))
  if (!bytes) return null
  const { total, problems } = reportCsvViews(decodeReportCsv(bytes))
  if (problems.length > 0) throw new APIError(problems[0].reason, 400, null, true)
  return total
}

/**
 * Whatever the door. A member attaches only their own CSV, and a missing file gets the same answer, so ids reveal
 * nothing.
 */
export const checkReportContent: CollectionBeforeChangeHook<ProjectReport> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const text = typeof data.report_text === 'string' ? data.report_text.trim() : ''
  if (text.length > REPORT_TEXT_MAX_LENGTH) throw new APIError(REPORT_MESSAGES.textTooLong, 400, null, true)
  const fileId = relationId(data.report_file)
  if (!text && fileId === undefined) throw new APIError(REPORT_MESSAGES.required, 400, null, true)
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
  const reported_views = fileId === undefined ? null : await viewsOfFile(req, fileId)
  return { ...data, report_text: text || null, reported_views }
}
