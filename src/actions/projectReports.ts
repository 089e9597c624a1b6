'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { submitProjectReport, type ReportSubmitResult } from '@/reports/submitProjectReport'
import { formData, previousState, rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export type ReportFormState = ReportSubmitResult | null

export const submitProjectReportAction = defineAction(
  tuple([rowId, previousState, formData]),
  async (projectId, _previous, form): Promise<ReportFormState> => {
    const text = String(form.get('report_text') ?? '')
    const chosen = form.get('report_file')
    const file =
      chosen instanceof File && chosen.size > 0
        ? { data: Buffer.from(await chosen.arrayBuffer()), size: chosen.size }
        : null
    return submitProjectReport(await getPayload({ config }), await currentMember(), projectId, { text, file })
  },
)
