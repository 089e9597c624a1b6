'use client'

import { useId, useState, useTransition } from 'react'

import { decideFeedbackFlagAction, undoFeedbackFlagAction } from '@/actions/feedbackFlags'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { UndoableDecision } from '@/components/admin/UndoableDecision'
import { GENERIC_FAILURE } from '@/domain/messages'

const DECIDED_LABELS = { hidden: 'Masqué', kept: 'Conservé' } as const

/** Once decided: the mark, the answer and "Annuler" for a while; `onDecided` keeps the row until the next load. */
export function FeedbackFlagDecision({
  feedbackId,
  subject,
  onDecided,
}: {
  feedbackId: number
  /** What "Annuler" names for a screen reader: whose feedback, as the row shows it. */
  subject: string
  onDecided: () => void
}) {
  const id = useId()
  const [busy, startTransition] = useTransition()
  const [reason, setReason] = useState('')
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const [decided, setDecided] = useState<keyof typeof DECIDED_LABELS | null>(null)
  const decide = (decision: 'hidden' | 'kept') =>
    startTransition(async () => {
      const outcome = await attemptDecision(
        () => decideFeedbackFlagAction(feedbackId, decision, reason),
        GENERIC_FAILURE,
      )
      if (outcome.ok) {
        onDecided()
        setDecided(decision)
      }
      setAnswer(outcome)
    })
  if (decided && answer?.ok) {
    return (
      <UndoableDecision
        label={DECIDED_LABELS[decided]}
        message={answer.message}
        subject={subject}
        undo={() => undoFeedbackFlagAction(feedbackId, decided)}
        onUndone={(message) => {
          setDecided(null)
          setAnswer({ ok: false, message })
        }}
      />
    )
  }
  return (
    <div>
      <label htmlFor={`${id}-reason`}>Motif du masquage (envoyé à l’auteur)</label>
      <textarea id={`${id}-reason`} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      <button
        type="button"
        className="btn btn--style-primary btn--size-small btn--no-margin"
        onClick={() => decide('hidden')}
        disabled={busy}
      >
        Masquer
      </button>{' '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small btn--no-margin"
        onClick={() => decide('kept')}
        disabled={busy}
      >
        Conserver
      </button>
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </div>
  )
}
