import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { REPORT_MESSAGES, REPORT_TEXT_MAX_LENGTH } from '@/domain/projectReports'
import type { ProjectReport } from '@/payload-types'

/**
 * A reporting holds what the Monday form accepts, whatever the door: some text (at most
 * REPORT_TEXT_MAX_LENGTH characters) or a CSV, or both. A member attaches only a CSV they uploaded
 * themself: report files are private, and pointing at another member's file would hand it to
 * this project's processing. A missing file gets the same answer, so ids reveal nothing.
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
  return { ...data, report_text: text || null }
}
