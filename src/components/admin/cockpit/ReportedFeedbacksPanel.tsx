import type { Payload } from 'payload'

import { frenchDateTime } from '@/domain/french'
import type { SignedInAdmin } from '@/moderation/decisions'
import { reportedFeedbacks } from '@/moderation/reportedFeedbacks'

import { ReportedFeedbackDecision } from './ReportedFeedbackDecision'

/**
 * The cockpit's "À traiter" for feedbacks members reported ("Signaler"): the words, the reasons,
 * a link to the feedback, and the two decisions.
 */
export async function ReportedFeedbacksPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { feedbacks, total } = await reportedFeedbacks(payload, admin)
  return (
    <div data-testid="reported-feedbacks">
      <h3 id="cockpit-reported-feedbacks">Retours signalés ({total})</h3>
      {feedbacks.length === 0 ? (
        <p className="tryb-cockpit__muted">Aucun retour signalé.</p>
      ) : (
        <ul aria-labelledby="cockpit-reported-feedbacks">
          {feedbacks.map((feedback) => (
            <li key={feedback.feedbackId} data-feedback={feedback.feedbackId}>
              <a href={`/admin/collections/feedbacks/${feedback.feedbackId}`}>Retour #{feedback.feedbackId}</a>{' '}
              <span className="tryb-cockpit__muted">— signalé le {frenchDateTime(feedback.firstReportedAt)}</span>
              <blockquote>« {feedback.text} »</blockquote>
              <ul>
                {feedback.reasons.map((reason, n) => (
                  <li key={n}>Motif : {reason}</li>
                ))}
              </ul>
              <ReportedFeedbackDecision feedbackId={feedback.feedbackId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
