'use client'

import Link from 'next/link'
import { startTransition, useActionState, useId, useState, type ChangeEvent, type FormEvent } from 'react'

import { signUp, type SignupState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import { passwordStrength, PASSWORD_MESSAGES } from '@/domain/passwords'
import { SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import { SIGNUP_MESSAGES, signupErrors, type SignupField, type SignupValues } from '@/validation/signup'

import { FormNotice } from './FormNotice'
import { PasswordField } from './PasswordField'

const NETWORKS = SOCIAL_NETWORKS.map(({ key, name, countLabel }) => ({ key, name, count: countLabel }))

/** Titles the spec gives some errors, shown above the form. */
const TITLES: Partial<Record<SignupField, string>> = {
  accepts_charter: SIGNUP_MESSAGES.charterTitle,
  password: PASSWORD_MESSAGES.weakTitle,
}

/**
 * /signup (spec 01 "Signup"). Every input is controlled, so nothing typed is lost when the
 * server refuses; the same zod schema checks the form here and on the server.
 */
export function SignupForm({ charter }: { charter: CharterSection[] }) {
  const id = useId()
  const [values, setValues] = useState<SignupValues>({})
  const [localErrors, setLocalErrors] = useState<Partial<Record<SignupField, string>> | null>(null)
  const [state, run, pending] = useActionState<SignupState, SignupValues>(signUp, null)
  const errors = localErrors ?? state?.fieldErrors ?? {}

  const set = (field: SignupField) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const setCharter = (accepted: boolean) =>
    setValues((current) => ({ ...current, accepts_charter: accepted ? 'on' : undefined }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = signupErrors(values)
    setLocalErrors(found)
    if (found) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus()
      return
    }
    startTransition(() => run(values))
  }

  const field = (name: SignupField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name] ?? '',
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const errorOf = (name: SignupField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    )
  const inputClass = 'mt-1 w-full rounded-xl border border-stone-300 px-4 py-3 aria-invalid:border-red-600'
  const strength = passwordStrength(values.password ?? '')
  const confirmation = values.confirmation ?? ''
  const titled = (Object.keys(TITLES) as SignupField[]).find((name) => errors[name])
  const serverNotice = state?.message
    ? { ok: Boolean(state.accountExists), message: state.accountExists ? state.message : `Erreur — ${state.message}` }
    : null

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {titled && <FormNotice notice={{ ok: false, message: `${TITLES[titled]} — ${errors[titled]}` }} />}
      {serverNotice && <FormNotice notice={serverNotice} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-first_name`} className="block text-sm font-medium">
            Prénom
          </label>
          <input {...field('first_name')} autoComplete="given-name" className={inputClass} />
          {errorOf('first_name')}
        </div>
        <div>
          <label htmlFor={`${id}-last_name`} className="block text-sm font-medium">
            Nom
          </label>
          <input {...field('last_name')} autoComplete="family-name" className={inputClass} />
          {errorOf('last_name')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium">
          E-mail
        </label>
        <input {...field('email')} type="email" inputMode="email" autoComplete="email" className={inputClass} />
        {errorOf('email')}
      </div>
      <div>
        <PasswordField {...field('password')} label="Mot de passe" autoComplete="new-password" />
        <div className="mt-2" aria-live="polite">
          <div className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
            <div
              className={`h-full rounded-full ${strength.percent === 100 ? 'bg-green-600' : strength.percent === 66 ? 'bg-amber-500' : 'bg-red-500'}`}
              style={{ width: `${values.password ? strength.percent : 0}%` }}
            />
          </div>
          {values.password && <p className="mt-1 text-sm text-stone-700">Force du mot de passe : {strength.label}</p>}
        </div>
        <p className="mt-1 text-sm text-stone-600">Au moins 8 caractères, dont une lettre et un chiffre.</p>
        {errorOf('password')}
      </div>
      <div>
        <PasswordField {...field('confirmation')} label="Confirmation du mot de passe" autoComplete="new-password" />
        {confirmation && (
          <p
            aria-live="polite"
            className={`mt-1 text-sm font-medium ${confirmation === values.password ? 'text-green-700' : 'text-red-700'}`}
          >
            {confirmation === values.password ? 'Correspond' : 'Ne correspond pas'}
          </p>
        )}
        {errorOf('confirmation')}
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">Tes réseaux (facultatif)</legend>
        {NETWORKS.map((network) => (
          <div key={network.key} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <div>
              <label htmlFor={`${id}-${network.key}_url`} className="block text-sm font-medium">
                Profil {network.name}
              </label>
              <input
                {...field(`${network.key}_url`)}
                type="url"
                inputMode="url"
                placeholder="https://"
                className={inputClass}
              />
              {errorOf(`${network.key}_url`)}
            </div>
            <div>
              <label htmlFor={`${id}-${network.key}_count`} className="block text-sm font-medium">
                {network.count}
              </label>
              <input
                {...field(`${network.key}_count`)}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                className={inputClass}
              />
              {errorOf(`${network.key}_count`)}
            </div>
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-project_url`} className="block text-sm font-medium">
          Lien de ton projet ou MVP
        </label>
        <input {...field('project_url')} type="url" inputMode="url" placeholder="https://" className={inputClass} />
        {errorOf('project_url')}
      </div>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="accepts_charter"
            checked={values.accepts_charter === 'on'}
            onChange={(event) => setCharter(event.target.checked)}
            aria-invalid={errors.accepts_charter ? true : undefined}
            aria-describedby={errors.accepts_charter ? `${id}-accepts_charter-error` : undefined}
            id={`${id}-accepts_charter`}
            className="mt-1 size-4 accent-brand-600"
          />
          <span className="text-sm">J’accepte la charte de la Tryb.</span>
        </label>
        <CharterDialogButton
          label="Lire la charte"
          sections={charter}
          onAccept={() => setCharter(true)}
          className="ml-7 mt-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        />
        {errorOf('accepts_charter')}
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
