'use client'

import { useActionState, useId } from 'react'

import { inviteAction, type InvitationState } from '@/actions/referrals'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import { failedEmailForm } from '@/components/form/actionFailure'

export function InvitationForm({ remaining }: { remaining: number }) {
  const id = useId()
  const [state, run, pending] = useActionState<InvitationState, FormData>(
    (previous, form) =>
      inviteAction(previous, form).catch((error) => {
        const { message, email } = failedEmailForm(error, form)
        return { ok: false, title: '', description: message, email }
      }),
    null,
  )
  const none = remaining <= 0
  return (
    <form action={run} noValidate className="mt-4 space-y-3">
      <label htmlFor={`${id}-email`} className="block text-sm font-medium">
        E-mail de la personne à inviter
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        disabled={none}
        defaultValue={state?.email ?? ''}
        key={state ? `${state.title}-${state.email}` : 'empty'}
        className="w-full rounded-xl border border-stone-300 px-4 py-3 disabled:bg-stone-100"
      />
      {state && <FormNotice notice={{ ok: state.ok, title: state.title, message: state.description }} />}
      <button type="submit" className={`${primaryButton()} w-full`} disabled={none || pending} aria-busy={pending}>
        {pending ? 'Envoi…' : 'Inviter'}
      </button>
    </form>
  )
}
