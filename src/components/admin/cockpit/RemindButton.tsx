'use client'

import { useState, useTransition } from 'react'

import { remindMemberAction } from '@/actions/remindMember'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { REMINDER_MESSAGES } from '@/domain/members/atRisk'

/**
 * The server enforces once a week at most; the button only mirrors
 * it. Plain buttons: the cockpit is drawn outside the admin's bundle.
 */
export function RemindButton({
  id,
  name,
  remindedOn,
  mayRemind,
}: {
  id: number
  name: string
  remindedOn: string | null
  mayRemind: boolean
}) {
  const [busy, startTransition] = useTransition()
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const remind = () =>
    startTransition(async () => {
      setAnswer(await attemptDecision(() => remindMemberAction(id), REMINDER_MESSAGES.failed))
    })
  return (
    <span>
      {mayRemind && !answer?.ok ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small btn--no-margin"
          onClick={remind}
          disabled={busy}
          aria-label={`Relancer ${name}`}
        >
          Relancer
        </button>
      ) : null}
      {remindedOn && !answer ? <span className="tryb-cockpit__muted"> Relancé le {remindedOn}</span> : null}
      <span role="status">{answer ? ` ${answer.message}` : ''}</span>
    </span>
  )
}
