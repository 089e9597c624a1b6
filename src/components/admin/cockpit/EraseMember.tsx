'use client'

import { useId, useState, useTransition } from 'react'

import { eraseMemberAction } from '@/actions/erasure'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { ERASURE_MESSAGES } from '@/domain/accountDeletion'

/**
 * One step, confirmed by typing the member's name, since nothing undoes it. Plain buttons in
 * Payload's look: the cockpit is also drawn outside the admin's client bundle.
 */
export function EraseMember({ id, name, onErased }: { id: number; name: string; onErased: () => void }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [busy, startTransition] = useTransition()
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const inputId = useId()
  // A press before hydration would be lost: the button takes none until then.
  const erase = () =>
    startTransition(async () => {
      const outcome = await attemptDecision(() => eraseMemberAction(id, typed), ERASURE_MESSAGES.failed)
      if (outcome.ok) {
        onErased()
        setOpen(false)
      }
      setAnswer(outcome)
    })
  if (answer?.ok) return <p role="status">{answer.message}</p>
  if (!open)
    return (
      <span>
        {' '}
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          onClick={() => setOpen(true)}
          aria-label={`Effacer le compte de ${name}…`}
        >
          Effacer…
        </button>
      </span>
    )
  return (
    <form
      className="tryb-cockpit__confirm"
      onSubmit={(event) => {
        event.preventDefault()
        erase()
      }}
    >
      <p>
        L’effacement est définitif et ne peut pas être annulé : identité, profil, fichiers, sessions et notifications
        sont supprimés, les textes de ses retours retirés ; points, votes, décisions et factures restent sous le nom «
        Membre supprimé ». Un dernier e-mail prévient le membre.
      </p>
      <label htmlFor={inputId}>Tape le nom du membre ({name}) pour confirmer</label>{' '}
      <input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />{' '}
      <button
        type="submit"
        className="btn btn--style-primary btn--size-small btn--no-margin"
        disabled={busy || typed.trim() === ''}
      >
        Effacer définitivement
      </button>{' '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small btn--no-margin"
        onClick={() => {
          setOpen(false)
          setAnswer(null)
        }}
      >
        Annuler
      </button>
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </form>
  )
}
