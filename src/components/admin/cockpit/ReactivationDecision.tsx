'use client'

import { useState, useTransition } from 'react'

import { decideReactivationRequestAction } from '@/actions/reactivation'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { UndoableDecision } from '@/components/admin/UndoableDecision'
import { GENERIC_FAILURE } from '@/domain/messages'

const DECIDED_LABELS = { reactivated: 'Réactivé', dismissed: 'Écartée' } as const

/** Plain buttons in Payload's look: the cockpit is also drawn outside the admin's client bundle. */
export function ReactivationDecision({ id, name, onDecided }: { id: number; name: string; onDecided: () => void }) {
  const [busy, startTransition] = useTransition()
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const [decided, setDecided] = useState<keyof typeof DECIDED_LABELS | null>(null)
  const decide = (decision: 'reactivated' | 'dismissed') =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => decideReactivationRequestAction(id, decision), GENERIC_FAILURE)
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
        subject={`demande de ${name}`}
        undo={() => decideReactivationRequestAction(id, 'open')}
        onUndone={(message) => {
          setDecided(null)
          setAnswer({ ok: false, message })
        }}
      />
    )
  }
  return (
    <span>
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
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </span>
  )
}
