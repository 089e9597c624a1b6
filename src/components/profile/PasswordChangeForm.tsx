'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useActionState, useEffect, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'

import { changePasswordAction } from '@/actions/profile'
import { FormNotice } from '@/components/auth/FormNotice'
import { PasswordInput } from '@/components/auth/PasswordField'
import { outlineButton } from '@/components/buttonStyles'
import { Field, serverFieldErrors } from '@/components/form/fields'
import { failedAction } from '@/components/form/actionFailure'
import { lazyResolver } from '@/components/form/lazyResolver'
import type { AccountChangeResult } from '@/profile/accountChanges'
import type { PasswordChangeValues } from '@/validation/account'
import { passwordFormTitle } from '@/validation/accountForm'

type Name = keyof PasswordChangeValues
type State = AccountChangeResult<Name> | null

const LABELS: Record<Name, string> = {
  current: 'Mot de passe actuel',
  password: 'Nouveau mot de passe',
  confirmation: 'Confirmation du nouveau mot de passe',
}

/** The server also checks the current password and ends the other sessions. */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const id = useId()
  const [state, run, pending] = useActionState<State, PasswordChangeValues>(
    (_previous, values) => changePasswordAction(values).catch(failedAction),
    null,
  )
  const serverErrors = useMemo(
    () => serverFieldErrors<PasswordChangeValues>(state?.ok ? undefined : state?.fieldErrors),
    [state],
  )
  const resolver = useMemo(
    () => lazyResolver(() => import('@/components/form/resolvers').then((r) => r.passwordResolver(hasPassword))),
    [hasPassword],
  )
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeValues>({
    resolver,
    // Every value starts typed as empty: "Définir un mot de passe" shows no current-password field.
    defaultValues: { current: '', password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
    errors: serverErrors,
  })
  // A changed password leaves nothing typed behind; a first one makes this a change form.
  const router = useRouter()
  useEffect(() => {
    if (!state?.ok) return
    reset()
    if (!hasPassword) router.refresh()
  }, [state, reset, hasPassword, router])

  const title = passwordFormTitle(hasPassword)
  const submit = handleSubmit((values) => startTransition(() => run(values)))
  const field = (name: Name, autoComplete: string, note?: string) => (
    <Field id={`${id}-${name}`} label={LABELS[name]} note={note} error={errors[name]?.message}>
      {(control) => <PasswordInput {...control} {...register(name)} label={LABELS[name]} autoComplete={autoComplete} />}
    </Field>
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
      {state && <FormNotice notice={state} />}
      {hasPassword && field('current', 'current-password')}
      {field('password', 'new-password', 'Au moins 8 caractères, dont une lettre et un chiffre.')}
      {field('confirmation', 'new-password')}
      <button type="submit" className={outlineButton()} disabled={pending}>
        {pending ? 'Enregistrement…' : title}
      </button>
    </form>
  )
}
