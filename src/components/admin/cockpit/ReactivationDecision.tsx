'use client'

import { useState, useTransition } from 'react'

import { decideReactivationRequestAction } from '@/actions/reactivation'
import { attemptDecision } from '@/components/admin/attemptDecision'

const FAILED = 'Une erreur est survenue. Réessaye plus tard.'

/**
 * "Réactiver" and "Écarter" of one reactivation request. Once decided, the buttons give way to the
 * answer (announced), and the request leaves the list at the next load (`onDecided` keeps the row
 * until then). Plain buttons in Payload's
 * look: the cockpit is also drawn outside the admin's client bundle (its tests).
 */
export function ReactivationDecision({ id, name, onDecided }: { id: number; name: string; onDecided: () => void }) {
  const [busy, startTransition] = useTransition()
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const decide = (decision: 'reactivated' | 'dismissed') =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => decideReactivationRequestAction(id, decision), FAILED)
      if (outcome.ok) onDecided()
      setAnswer(outcome)
    })
  return (
    <span>
      {!answer?.ok && (
        <>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small btn--no-margin"
            onClick={() => decide('reactivated')}
            disabled={busy}
            aria-label={`Réactiver ${name}`}
          >
            Réactiver
          </button>{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small btn--no-margin"
            onClick={() => decide('dismissed')}
            disabled={busy}
            aria-label={`Écarter la demande de ${name}`}
          >
            Écarter
          </button>
        </>
      )}
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </span>
  )
}
