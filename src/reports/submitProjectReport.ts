import { ValidationError, type File as UploadedFile, type Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { relationId } from '@/domain/relationId'
import {
  REPORT_CSV_MAX_BYTES,
  REPORT_MESSAGES,
  REPORT_TEXT_MAX_LENGTH,
  acceptsReports,
  looksLikeText,
} from '@/domain/reports/projectReports'
import { reportCsvHeaderProblem, reportedViews } from '@/domain/reports/reportCsv'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'

export type ReportUpload = Pick<UploadedFile, 'data' | 'size'>

export type ReportField = 'text' | 'file' | 'views'

export type ReportSubmitResult = { ok: true; message: string } | { ok: false; message: string; field?: ReportField }

/** "Impossible d'envoyer le reporting", with the reason when the owner can act on it. */
const failed = (reason?: string, field?: ReportField): ReportSubmitResult => ({
  ok: false,
  message: reason ? `${REPORT_MESSAGES.failed} : ${reason}` : REPORT_MESSAGES.failed,
  ...(field ? { field } : {}),
})

/** The collections' hooks check owner, status and file again; upload and report are one transaction. */
export async function submitProjectReport(
  payload: Payload,
  member: Member | null,
  projectId: number,
  input: { text: string; file: ReportUpload | null; views?: string },
  now = new Date(),
): Promise<ReportSubmitResult> {
  if (!member) return failed(REPORT_MESSAGES.notOwner)
  const text = input.text.trim()
  const file = input.file && input.file.size > 0 ? input.file : null
  const views = (input.views ?? '').trim()
  if (!text && !file && !views) return { ok: false, message: REPORT_MESSAGES.required, field: 'text' }
  if (text.length > REPORT_TEXT_MAX_LENGTH) return failed(REPORT_MESSAGES.textTooLong, 'text')
  if (views.length > REPORT_TEXT_MAX_LENGTH) return failed(REPORT_MESSAGES.textTooLong, 'views')
  // The hook checks the lines again with the CSV's figures; here the owner is pointed at the field.
  const viewsProblem = reportedViews(null, views).problems[0]
  if (viewsProblem) return failed(viewsProblem.reason, 'views')
  if (file) {
    if (file.size > REPORT_CSV_MAX_BYTES || file.data.length > REPORT_CSV_MAX_BYTES)
      return failed(REPORT_MESSAGES.csvTooLarge, 'file')
    if (!looksLikeText(file.data)) return failed(REPORT_MESSAGES.notCsv, 'file')
    const headerProblem = reportCsvHeaderProblem(file.data.subarray(0, 64 * 1024).toString('utf8'))
    if (headerProblem) return failed(headerProblem, 'file')
  }

  const user = asSignedInMember(member)
  const project = await payload
    .findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: false, user })
    .catch(() => null)
  if (!project || relationId(project.owner) !== member.id) return failed(REPORT_MESSAGES.notOwner)
  if (!acceptsReports(project)) return failed(REPORT_MESSAGES.notOpen)

  try {
    await inTransaction({ payload, user }, async (req) => {
      const upload = file
        ? await payload.create({
            collection: 'report-files',
            data: {},
            // Named by project id and timestamp.
            file: {
              data: file.data,
              size: file.data.length,
              mimetype: 'text/csv',
              name: `reporting-${projectId}-${now.getTime()}.csv`,
            },
            req,
            overrideAccess: false,
            user,
            depth: 0,
          })
        : null
      await payload.create({
        collection: 'project-reports',
        data: {
          project: projectId,
          member: member.id,
          report_text: text || null,
          report_views: views || null,
          report_file: upload?.id ?? null,
        },
        req,
        overrideAccess: false,
        user,
        depth: 0,
      })
    })
    return { ok: true, message: REPORT_MESSAGES.sent }
  } catch (error) {
    if (error instanceof ValidationError) return failed(error.data.errors[0]?.message, 'file')
    const refusal = ruleRefusal(error, [400, 403])
    if (refusal) return failed(refusal)
    payload.logger.error({ err: error }, '[project-reports] reporting non enregistré')
    return failed()
  }
}
