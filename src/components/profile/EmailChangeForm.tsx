'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { startTransition, useActionState, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'

import { requestEmailChangeAction } from '@/actions/profile'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton } from '@/components/buttonStyles'
import { serverFieldErrors, TextField } from '@/components/form/fields'
import type { AccountChangeResult } from '@/profile/accountChanges'
import { emailChangeSchema, type EmailChangeValues } from '@/validation/account'
import type { z } from '@/validation/zod'

type State = AccountChangeResult<keyof EmailChangeValues> | null

/**
 * /profile's "Changer mon e-mail": sends a confirmation link to the new address; the address
 * changes only when that link is opened.
 */
export function EmailChangeForm({ email }: { email: string }) {
  const id = useId()
  const [state, run, pending] = useActionState<State, EmailChangeValues>(
    (_previous, values) => requestEmailChangeAction(values),
    null,
  )
  const serverErrors = useMemo(
    () => serverFieldErrors<EmailChangeValues>(state?.ok ? undefined : state?.fieldErrors),
    [state],
  )
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailChangeValues>({
    resolver: zodResolver<EmailChangeValues, unknown, z.output<typeof emailChangeSchema>>(
      emailChangeSchema,
      undefined,
      {
        raw: true,
      },
    ),
    reValidateMode: 'onSubmit',
    errors: serverErrors,
  })
  const submit = handleSubmit((values) => startTransition(() => run(values)))

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Changer mon e-mail">
      {state && <FormNotice notice={state} />}
      <TextField
        id={`${id}-email`}
        label="Nouvelle adresse e-mail"
        note={`Adresse actuelle : ${email}`}
        error={errors.email?.message}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register('email')}
      />
      <button type="submit" className={outlineButton()} disabled={pending}>
        {pending ? 'Envoi…' : 'Changer mon e-mail'}
      </button>
    </form>
  )
}
