'use client'

import { useState, useTransition } from 'react'

import { resendConfirmationAction } from '@/actions/auth'
import { outlineButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'

import { FormNotice } from './FormNotice'
import { useAnswerCooldown } from './useCooldown'

/** /welcome: the confirmation e-mail did not arrive (or expired): a new one, no more often than the cooldown. */
export function ResendConfirmation() {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string; cooldownSeconds?: number } | null>(null)
  const [pending, startTransition] = useTransition()
  const cooldown = useAnswerCooldown('tryb:confirmation-sent-until', answer)
  const waiting = cooldown.secondsLeft > 0

  return (
    <div className="mt-3 flex flex-col items-start gap-2">
      <button
        type="button"
        className={outlineButton('small')}
        aria-disabled={pending || waiting || undefined}
        aria-busy={pending || undefined}
        onClick={() => {
          if (pending || waiting) return
          startTransition(async () => setAnswer(await resendConfirmationAction().catch(failedAction)))
        }}
      >
        {waiting ? `Renvoyer dans ${cooldown.secondsLeft}s` : pending ? 'Envoi…' : 'Renvoyer l’e-mail de confirmation'}
      </button>
      <div aria-live="polite">
        <FormNotice notice={answer} />
      </div>
    </div>
  )
}
