'use client'

import Link from 'next/link'
import { startTransition, useActionState, useId, useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { signUp, type SignupState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import {
  describedBy,
  Field,
  FieldError,
  fieldIds,
  inputClass,
  serverFieldErrors,
  TextField,
} from '@/components/form/fields'
import { actionFailureMessage } from '@/components/form/actionFailure'
import { lazyResolver } from '@/components/form/lazyResolver'
import { passwordStrength, PASSWORD_MESSAGES } from '@/domain/auth/passwords'
import type { SignupField, SignupValues } from '@/validation/signup'
import { SIGNUP_MESSAGES } from '@/validation/signupForm'
import { SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'

import { FormNotice } from './FormNotice'
import { PasswordInput } from './PasswordField'

const resolver = lazyResolver(() => import('@/components/form/resolvers').then((r) => r.signupResolver))

const TITLES: Partial<Record<SignupField, string>> = {
  accepts_charter: SIGNUP_MESSAGES.charterTitle,
  password: PASSWORD_MESSAGES.weakTitle,
}

/** react-hook-form keeps what is typed and checks with the zod schema the server applies again. */
export function SignupForm({ charter }: { charter: CharterSection[] }) {
  const id = useId()
  const [state, run, pending] = useActionState<SignupState, SignupValues>(
    (previous, values) => signUp(previous, values).catch((error) => ({ message: actionFailureMessage(error) })),
    null,
  )
  const serverErrors = useMemo(() => serverFieldErrors<SignupValues>(state?.fieldErrors), [state])
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<SignupValues>({
    // The values as typed: the server action parses them itself.
    resolver,
    // The messages change on the next submit, not while the member types.
    reValidateMode: 'onSubmit',
    errors: serverErrors,
  })
  const [password = '', confirmation = ''] = useWatch({ control, name: ['password', 'confirmation'] })

  const submit = handleSubmit((values) => startTransition(() => run(values)))
  const fieldId = (name: SignupField) => `${id}-${name}`
  const errorOf = (name: SignupField) => errors[name]?.message
  const field = (name: SignupField) => ({ id: fieldId(name), error: errorOf(name), ...register(name) })
  const strength = passwordStrength(password)
  const titled = (Object.keys(TITLES) as SignupField[]).find((name) => errors[name])
  const serverNotice = state?.message
    ? { ok: Boolean(state.accountExists), title: state.title, message: state.message }
    : null
  const charterErrorId = fieldIds(fieldId('accepts_charter')).error

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {titled && <FormNotice notice={{ ok: false, title: TITLES[titled], message: errorOf(titled) ?? '' }} />}
      {serverNotice && <FormNotice notice={serverNotice} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('first_name')} label="Prénom" required autoComplete="given-name" />
        <TextField {...field('last_name')} label="Nom" required autoComplete="family-name" />
      </div>
      <TextField {...field('email')} label="E-mail" required type="email" inputMode="email" autoComplete="email" />
      <Field
        id={fieldId('password')}
        label="Mot de passe"
        note="Au moins 8 caractères, dont une lettre et un chiffre."
        error={errorOf('password')}
      >
        {(control) => (
          <>
            <PasswordInput {...control} {...register('password')} label="Mot de passe" autoComplete="new-password" />
            <div className="mt-2" aria-live="polite">
              <div className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <div
                  className={`h-full rounded-full ${strength.percent === 100 ? 'bg-green-600' : strength.percent === 66 ? 'bg-amber-500' : 'bg-red-500'}`}
                  style={{ width: `${password ? strength.percent : 0}%` }}
                />
              </div>
              {password && <p className="mt-1 text-sm text-stone-700">Force du mot de passe : {strength.label}</p>}
            </div>
          </>
        )}
      </Field>
      <Field id={fieldId('confirmation')} label="Confirmation du mot de passe" error={errorOf('confirmation')}>
        {(control) => (
          <>
            <PasswordInput
              {...control}
              {...register('confirmation')}
              label="Confirmation du mot de passe"
              autoComplete="new-password"
            />
            {confirmation && (
              <p
                aria-live="polite"
                className={`mt-1 text-sm font-medium ${confirmation === password ? 'text-green-700' : 'text-red-700'}`}
              >
                {confirmation === password ? 'Correspond' : 'Ne correspond pas'}
              </p>
            )}
          </>
        )}
      </Field>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">Tes réseaux (facultatif)</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network.key} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <Field
              id={fieldId(`${network.key}_url`)}
              label={`Profil ${network.name}`}
              error={errorOf(`${network.key}_url`)}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`${network.key}_url`)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              id={fieldId(`${network.key}_count`)}
              label={network.countLabel}
              error={errorOf(`${network.key}_count`)}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`${network.key}_count`)}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  className={inputClass}
                />
              )}
            </Field>
          </div>
        ))}
      </fieldset>
      <TextField
        {...field('project_url')}
        label="Lien de ton projet ou MVP"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <div>
        <label className="flex items-start gap-3">
          <input
            {...register('accepts_charter')}
            type="checkbox"
            // The checked box's value, the one the schema asks for (a box without one reads `true`).
            value="on"
            id={fieldId('accepts_charter')}
            aria-invalid={errors.accepts_charter ? true : undefined}
            aria-describedby={describedBy(errors.accepts_charter && charterErrorId)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span className="text-sm">J’accepte la charte de la Tryb.</span>
        </label>
        <CharterDialogButton
          label="Lire la charte"
          sections={charter}
          onAccept={() => setValue('accepts_charter', 'on')}
          className="ml-7 mt-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        />
        <FieldError id={charterErrorId} message={errorOf('accepts_charter')} />
      </div>
      <button type="submit" className={`${primaryButton()} w-full`} disabled={pending} aria-busy={pending}>
        {pending ? 'Création du compte…' : 'Créer mon compte'}
      </button>
      <p className="text-center text-sm text-stone-600">
        Déjà membre ?{' '}
        <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          Se connecter
        </Link>
      </p>
    </form>
  )
}
