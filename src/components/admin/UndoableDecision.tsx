'use client'

import { useEffect, useState, useTransition } from 'react'

import { attemptDecision } from '@/components/admin/attemptDecision'
import { UNDO_MESSAGES, UNDO_SHOWN_SECONDS } from '@/domain/undo'
import type { ModerationOutcome } from '@/moderation/decisions'

/**
 * The button shows for `UNDO_SHOWN_SECONDS`, the server accepts a while longer for a slow network. Plain buttons: the
 * cockpit is also drawn outside the admin's client bundle.
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
  undo: () => Promise<ModerationOutcome>
  onUndone: (message: string) => void
}) {
  const [offered, setOffered] = useState(true)
  const [busy, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setOffered(false), UNDO_SHOWN_SECONDS * 1000)
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
