'use client'

import { useActionState, useId, useState } from 'react'

import { joinBatch2List } from '@/actions/joinBatch2List'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { failedEmailForm } from '@/components/form/actionFailure'
import type { Batch2ListState } from '@/batch2List/addToBatch2List'

type Copy = { buttonLabel: string; intro: string; consentLabel: string; success: string }

export function Batch2ListForm({ copy }: { copy: Copy }) {
  const [open, setOpen] = useState(false)
  const [state, submit, pending] = useActionState<Batch2ListState, FormData>(
    (previous, form) =>
      joinBatch2List(previous, form).catch((error) => {
        const { message, email } = failedEmailForm(error, form)
        return { status: 'invalid', email, fieldErrors: {}, message }
      }),
    { status: 'idle' },
  )
  const id = useId()
  const formId = `${id}-form`

  if (state.status === 'joined') {
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 text-sm font-medium text-green-800">
        {copy.success}
      </p>
    )
  }

  const errors = state.status === 'invalid' ? state.fieldErrors : {}
  return (
    <div>
      <button
        type="button"
        className={`${outlineButton()} w-full`}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {copy.buttonLabel}
      </button>
      <form id={formId} hidden={!open} action={submit} noValidate className="mt-4 space-y-3 text-left">
        <p className="text-sm text-stone-600">{copy.intro}</p>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium">
            Ton adresse e-mail
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={state.status === 'invalid' ? state.email : ''}
            key={state.status === 'invalid' ? state.email : 'empty'}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3 aria-invalid:border-red-600"
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              name="consent"
              type="checkbox"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>{copy.consentLabel}</span>
          </label>
          {errors.consent && (
            <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-700">
              {errors.consent}
            </p>
          )}
        </div>
        {state.status === 'invalid' && state.message && (
          <p role="alert" className="text-sm text-red-700">
            {state.message}
          </p>
        )}
        <button type="submit" className={`${primaryButton()} w-full`} disabled={pending} aria-busy={pending}>
          {pending ? 'Inscription…' : 'M’inscrire sur la liste'}
        </button>
      </form>
    </div>
  )
}
