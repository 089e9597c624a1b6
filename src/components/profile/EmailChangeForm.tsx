'use client'

import { startTransition, useActionState, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'

import { requestEmailChangeAction } from '@/actions/profile'
import { FormNotice } from '@/components/auth/FormNotice'
import { PasswordInput } from '@/components/auth/PasswordField'
import { outlineButton } from '@/components/buttonStyles'
import { Field, serverFieldErrors, TextField } from '@/components/form/fields'
import { failedAction } from '@/components/form/actionFailure'
import { lazyResolver } from '@/components/form/lazyResolver'
import type { AccountChangeResult } from '@/profile/accountChanges'
import type { EmailChangeValues } from '@/validation/account'

type State = AccountChangeResult<keyof EmailChangeValues> | null

const resolver = lazyResolver(() => import('@/components/form/resolvers').then((r) => r.emailChangeResolver))

/**
 * The address changes only when the link is opened; a magic-link
 * sign-in within ten minutes already proved who the member is.
 */
export function EmailChangeForm({ email, recentMagicLink }: { email: string; recentMagicLink: boolean }) {
  const id = useId()
  const [state, run, pending] = useActionState<State, EmailChangeValues>(
    (_previous, values) => requestEmailChangeAction(values).catch(failedAction),
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
    resolver,
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
      {recentMagicLink ? (
        <p className="text-sm text-stone-600">
          Tu viens de te connecter par lien magique : ton mot de passe n’est pas demandé pendant 10 minutes.
        </p>
      ) : (
        <Field
          id={`${id}-current`}
          label="Mot de passe actuel"
          note="Pas de mot de passe ? Reconnecte-toi par lien magique : pendant 10 minutes, ton e-mail se change sans."
          error={errors.current?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...register('current')}
              label="Mot de passe actuel"
              autoComplete="current-password"
            />
          )}
        </Field>
      )}
      <button type="submit" className={outlineButton()} disabled={pending}>
        {pending ? 'Envoi…' : 'Changer mon e-mail'}
      </button>
    </form>
  )
}
