'use client'

import { useId, useState, useTransition } from 'react'

import { decideReportedFeedbackAction } from '@/actions/reportedFeedbacks'
import { attemptDecision } from '@/components/admin/attemptDecision'

const FAILED = 'Une erreur est survenue. Réessaye plus tard.'

/** `onDecided` keeps the row until the next load. */
export function ReportedFeedbackDecision({ feedbackId, onDecided }: { feedbackId: number; onDecided: () => void }) {
  const id = useId()
  const [busy, startTransition] = useTransition()
  const [reason, setReason] = useState('')
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const decide = (decision: 'hidden' | 'kept') =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => decideReportedFeedbackAction(feedbackId, decision, reason), FAILED)
      if (outcome.ok) onDecided()
      setAnswer(outcome)
    })
  return (
    <div>
      {!answer?.ok && (
        <>
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
        </>
      )}
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </div>
  )
}
