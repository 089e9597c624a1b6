'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { resetSecondFactorAction } from '@/actions/secondFactor'
import { SECOND_FACTOR_MESSAGES } from '@/domain/auth/secondFactor'

export function ColleagueSecondFactor({ colleagueId, enrolled }: { colleagueId: number; enrolled: boolean }) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')

  if (!enrolled) return null
  const reset = () =>
    startTransition(async () => {
      try {
        const answer = await resetSecondFactorAction(colleagueId, reason)
        if (!answer.ok) return void toast.error(answer.message)
        toast.success(answer.message)
        setConfirming(false)
        router.refresh()
      } catch {
        toast.error(SECOND_FACTOR_MESSAGES.failed)
      }
    })

  if (!confirming) {
    return (
      <Button buttonStyle="secondary" onClick={() => setConfirming(true)}>
        Réinitialiser la double authentification
      </Button>
    )
  }
  return (
    <div className="tryb-second-factor__reset">
      <div className="field-type textarea">
        <label className="field-label" htmlFor="second-factor-reset-reason">
          Pourquoi (gardé dans le journal)
        </label>
        <textarea
          id="second-factor-reset-reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button onClick={reset} disabled={busy}>
        Confirmer la réinitialisation
      </Button>
      <Button buttonStyle="secondary" onClick={() => setConfirming(false)} disabled={busy}>
        Annuler
      </Button>
    </div>
  )
}
