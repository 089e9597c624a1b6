'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { submitProjectReport, type ReportSubmitResult } from '@/reports/submitProjectReport'

export type ReportFormState = ReportSubmitResult | null

/** The project page's Monday reporting form. */
export async function submitProjectReportAction(
  projectId: number,
  _previous: ReportFormState,
  form: FormData,
): Promise<ReportFormState> {
  const text = String(form.get('report_text') ?? '')
  const chosen = form.get('report_file')
  const file =
    chosen instanceof File && chosen.size > 0
      ? { data: Buffer.from(await chosen.arrayBuffer()), size: chosen.size }
      : null
  return submitProjectReport(await getPayload({ config }), await currentMember(), projectId, { text, file })
}
