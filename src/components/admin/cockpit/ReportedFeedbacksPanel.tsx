import type { Payload } from 'payload'

import { frenchDateTime } from '@/domain/french'
import type { SignedInAdmin } from '@/moderation/decisions'
import { reportedFeedbacks } from '@/moderation/reportedFeedbacks'

import { ReportedFeedbackList } from './ReportedFeedbackList'

export async function ReportedFeedbacksPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { feedbacks, total } = await reportedFeedbacks(payload, admin)
  return (
    <div data-testid="reported-feedbacks">
      <h3 id="cockpit-reported-feedbacks">Retours signalés ({total})</h3>
      <ReportedFeedbackList
        feedbacks={feedbacks.map((feedback) => ({
          id: feedback.feedbackId,
          text: feedback.text,
          reasons: feedback.reasons,
          reportedOn: frenchDateTime(feedback.firstReportedAt),
        }))}
      />
    </div>
  )
}
