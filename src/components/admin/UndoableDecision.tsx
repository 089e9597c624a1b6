'use client'

import { useEffect, useState, useTransition } from 'react'

import { attemptDecision } from '@/components/admin/attemptDecision'
import { UNDO_MESSAGES, UNDO_SHOWN_SECONDS } from '@/domain/undo'
import type { ModerationOutcome } from '@/moderation/decisions'

/**
 * A decided row's last cell: what was decided ("Validée", "Acceptée"…), the server's answer
 * (announced), and "Annuler" for `UNDO_SHOWN_SECONDS` (the server accepts the undo a while longer,
 * for a slow network). A successful undo hands the row back (`onUndone`) to its decision buttons.
 * Plain buttons in Payload's look: the cockpit is also drawn outside the admin's client bundle.
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
  /** Who or what was decided on, for the button's accessible name ("Annuler : Inès Essai"). */
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
