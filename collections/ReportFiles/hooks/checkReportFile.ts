import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { REPORT_CSV_MAX_BYTES, REPORT_MESSAGES, looksLikeText } from '@/domain/reports/projectReports'
import { reportCsvHeaderProblem } from '@/domain/reports/reportCsv'
import { readUploadedBytes } from '@/uploads/uploadedBytes'

/** Whatever the door; stored as text/csv under a .csv name, whatever the browser said. */
export const checkReportFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const bytes = await readUploadedBytes(req.file, REPORT_CSV_MAX_BYTES)
  const problem =
    'tooLarge' in bytes
      ? REPORT_MESSAGES.csvTooLarge
      : !looksLikeText(bytes)
        ? REPORT_MESSAGES.notCsv
        : reportCsvHeaderProblem(bytes.subarray(0, 64 * 1024).toString('utf8'))
  if (problem) {
    throw new ValidationError({ collection: 'report-files', errors: [{ path: 'file', message: problem }] }, req.t)
  }
  req.file.mimetype = 'text/csv'
  if (!/\.csv$/i.test(req.file.name)) req.file.name = `${req.file.name.replace(/\.[^.]*$/, '')}.csv`
  return args
}
