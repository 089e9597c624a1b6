'use client'

import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'

import { ReportedFeedbackDecision } from './ReportedFeedbackDecision'

export type ReportedFeedbackRow = {
  /** The feedback's id: one row per reported feedback, whatever its number of reports. */
  id: number
  text: string
  reasons: string[]
  /** Already in French: the date is written on the server, in Paris time. */
  reportedOn: string
}

export function ReportedFeedbackList({ feedbacks }: { feedbacks: ReportedFeedbackRow[] }) {
  const { shown, markDecided } = useRowsKeptOnceDecided(feedbacks)
  if (shown.length === 0) return <p className="tryb-cockpit__muted">Aucun retour signalé.</p>
  return (
    <ul aria-labelledby="cockpit-reported-feedbacks">
      {shown.map((feedback) => (
        <li key={feedback.id} data-feedback={feedback.id}>
          <a href={`/admin/collections/feedbacks/${feedback.id}`}>Retour #{feedback.id}</a>{' '}
          <span className="tryb-cockpit__muted">— signalé le {feedback.reportedOn}</span>
          <blockquote>« {feedback.text} »</blockquote>
          <ul>
            {feedback.reasons.map((reason, n) => (
              <li key={n}>Motif : {reason}</li>
            ))}
          </ul>
          <ReportedFeedbackDecision feedbackId={feedback.id} onDecided={() => markDecided(feedback.id)} />
        </li>
      ))}
    </ul>
  )
}
