'use client'

import { useEffect, useState, useTransition } from 'react'

import { attemptDecision } from '@/components/admin/attemptDecision'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import type { AdminOutcome } from '@/errors/outcome'

/**
 * The button shows for the server's undo window, counted from the answer (a few network
 * milliseconds after the server's own clock started): a click in its last instant gets the
 * server's French refusal. Plain buttons: the cockpit is also drawn outside the admin's client bundle.
 */
export function UndoableDecision({
  label,
  message,
  subject,
  undo,
  onUndone,
}: {
  label: string
  message: string
  subject: string
  undo: () => Promise<AdminOutcome>
  onUndone: (message: string) => void
}) {
  const [offered, setOffered] = useState(true)
  const [busy, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setOffered(false), UNDO_WINDOW_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [])
  const cancel = () =>
    startTransition(async () => {
      const outcome = await attemptDecision(undo, UNDO_MESSAGES.failed)
      if (outcome.ok) onUndone(outcome.message)
      else setError(outcome.message)
    })
  return (
    <span className="tryb-moderation__decided">
      <span className="tryb-moderation__badge tryb-moderation__badge--decided">{label}</span>{' '}
      <span role="status">{message}</span>
      {offered && !error ? (
        <>
          {' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small btn--no-margin"
            onClick={cancel}
            disabled={busy}
            aria-label={`Annuler la décision : ${subject}`}
          >
            Annuler
          </button>
        </>
      ) : null}
      {error ? (
        <span role="alert" className="tryb-moderation__error">
          {' '}
          {error}
        </span>
      ) : null}
    </span>
  )
}
