'use client'

import { useActionState, useEffect, useId } from 'react'

import { sendPasswordReset, type LinkFormState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'

import { FormNotice } from './FormNotice'
import { useCooldown } from './useCooldown'

/** /reset-password: an address, then the neutral answer and the shared 60 s countdown. */
export function ResetRequestForm() {
  const id = useId()
  const cooldown = useCooldown('tryb:link-sent-until')
  const [state, run, pending] = useActionState<LinkFormState, FormData>(sendPasswordReset, null)
  useEffect(() => {
    if (state?.cooldownSeconds) cooldown.start(state.cooldownSeconds)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const waiting = cooldown.secondsLeft > 0

  return (
    <form action={run} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium">
          Ton e-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={state?.email ?? ''}
          key={state?.email ?? ''}
          className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
        />
      </div>
      <FormNotice notice={state} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={pending || waiting} aria-busy={pending}>
        {waiting ? `Renvoyer dans ${cooldown.secondsLeft}s` : pending ? 'Envoi…' : 'Recevoir un lien de réinitialisation'}
      </button>
    </form>
  )
}
