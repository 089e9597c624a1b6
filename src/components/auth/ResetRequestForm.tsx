'use client'

import { useActionState } from 'react'

import { sendPasswordReset, type LinkFormState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'
import { failedLinkRequest } from '@/components/form/actionFailure'

import { FormNotice } from './FormNotice'
import { EmailField } from './EmailField'
import { useAnswerCooldown } from './useCooldown'

export function ResetRequestForm() {
  const [state, run, pending] = useActionState<LinkFormState, FormData>(
    (previous, form) => sendPasswordReset(previous, form).catch((error) => failedLinkRequest(error, form)),
    null,
  )
  const cooldown = useAnswerCooldown('tryb:link-sent-until', state)
  const waiting = cooldown.secondsLeft > 0

  return (
    <form action={run} noValidate className="space-y-4">
      <EmailField typed={state?.email} />
      <FormNotice notice={state} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={pending || waiting} aria-busy={pending}>
        {waiting
          ? `Renvoyer dans ${cooldown.secondsLeft}s`
          : pending
            ? 'Envoi…'
            : 'Recevoir un lien de réinitialisation'}
      </button>
    </form>
  )
}
