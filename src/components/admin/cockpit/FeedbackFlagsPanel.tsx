import type { Payload } from 'payload'

import { frenchDateTime } from '@/domain/french'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { flaggedFeedbacks } from '@/moderation/feedbackFlags'

import { FeedbackFlagList } from './FeedbackFlagList'

export async function FeedbackFlagsPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { feedbacks, total } = await flaggedFeedbacks(payload, admin)
  return (
    <div data-testid="reported-feedbacks">
      <h3 id="cockpit-reported-feedbacks">Retours signalés ({total})</h3>
      <FeedbackFlagList
        feedbacks={feedbacks.map((feedback) => ({
          id: feedback.feedbackId,
          text: feedback.text,
          projectId: feedback.projectId,
          projectTitle: feedback.projectTitle,
          author: feedback.author,
          flaggedByOwner: feedback.flaggedByOwner,
          reasons: feedback.reasons,
          flaggedOn: frenchDateTime(feedback.firstFlaggedAt),
        }))}
      />
    </div>
  )
}
