'use client'

import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'

import { FeedbackFlagDecision } from './FeedbackFlagDecision'

export type FeedbackFlagRow = {
  /** The feedback's id: one row per flagged feedback, whatever its number of flags. */
  id: number
  text: string
  projectId: number
  projectTitle: string
  author: { id: number; name: string }
  flaggedByOwner: boolean
  reasons: string[]
  /** Already in French: the date is written on the server, in Paris time. */
  flaggedOn: string
}

export function FeedbackFlagList({ feedbacks }: { feedbacks: FeedbackFlagRow[] }) {
  const { shown, markDecided } = useRowsKeptOnceDecided(feedbacks)
  if (shown.length === 0) return <p className="tryb-cockpit__muted">Aucun retour signalé.</p>
  return (
    <ul aria-labelledby="cockpit-reported-feedbacks">
      {shown.map((feedback) => (
        <li key={feedback.id} data-feedback={feedback.id}>
          {/* What the admin judges: whose words, on which project, and the words themselves. */}
          <a href={`/admin/collections/feedbacks/${feedback.id}`}>Retour de {feedback.author.name}</a> sur{' '}
          <a href={`/admin/collections/projects/${feedback.projectId}`}>{feedback.projectTitle}</a>{' '}
          <span className="tryb-cockpit__muted">
            — signalé le {feedback.flaggedOn}
            {feedback.flaggedByOwner ? ', notamment par le porteur du projet' : ''}
          </span>
          <blockquote>« {feedback.text} »</blockquote>
          <ul>
            {feedback.reasons.map((reason, n) => (
              <li key={n}>Motif : {reason}</li>
            ))}
          </ul>
          <FeedbackFlagDecision
            feedbackId={feedback.id}
            subject={`retour de ${feedback.author.name}`}
            onDecided={() => markDecided(feedback.id)}
          />
        </li>
      ))}
    </ul>
  )
}
