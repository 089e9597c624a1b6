'use client'

import { startTransition, useActionState, useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'

import { saveEmailPreferencesAction } from '@/actions/profile'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import { lazyResolver } from '@/components/form/lazyResolver'
import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS } from '@/domain/notifications'
import { WEEKLY_DIGEST_TITLE } from '@/domain/email/weeklyDigestRules'
import type { EmailPreferencesResult } from '@/profile/emailPreferences'
import { EMAIL_PREFERENCES_MESSAGES, type EmailPreferencesValues } from '@/validation/emailPreferencesForm'

const resolver = lazyResolver(() => import('@/components/form/resolvers').then((r) => r.emailPreferencesResolver))

const checkboxRow = 'flex items-start gap-3 rounded-xl px-1 py-1.5'
const checkbox = 'mt-1 size-5 shrink-0 accent-brand-600'

export function EmailPreferencesForm({ initialValues }: { initialValues: EmailPreferencesValues }) {
  const id = useId()
  const [state, run, pending] = useActionState<EmailPreferencesResult | null, EmailPreferencesValues>(
    (_previous, values) => saveEmailPreferencesAction(values).catch(failedAction),
    null,
  )
  const { register, handleSubmit, reset } = useForm<EmailPreferencesValues>({
    resolver,
    defaultValues: initialValues,
  })
  // The boxes show what was saved, as the server read it back.
  useEffect(() => {
    if (state?.ok) reset(state.values)
  }, [state, reset])

  const submit = handleSubmit((values) => startTransition(() => run(values)))
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Préférences e-mail">
      <fieldset>
        <legend className="font-semibold">Le récapitulatif du lundi</legend>
        <label htmlFor={`${id}-digest`} className={`${checkboxRow} mt-2`}>
          <input id={`${id}-digest`} type="checkbox" className={checkbox} {...register('email_digest')} />
          <span>
            Recevoir « {WEEKLY_DIGEST_TITLE} » chaque lundi matin : les projets à amplifier, mes points et mes
            déclarations en attente
          </span>
        </label>
      </fieldset>
      <fieldset aria-describedby={`${id}-topics-note`}>
        <legend className="font-semibold">Les e-mails de notification</legend>
        <p id={`${id}-topics-note`} className="mt-1 text-sm text-stone-600">
          Sans e-mail, chaque nouvelle reste dans tes notifications sur le site.
        </p>
        <div className="mt-2 space-y-1">
          {EMAIL_TOPICS.map((topic) => (
            <label key={topic} htmlFor={`${id}-${topic}`} className={checkboxRow}>
              <input
                id={`${id}-${topic}`}
                type="checkbox"
                className={checkbox}
                {...register(`email_preferences.${topic}`)}
              />
              <span>{EMAIL_TOPIC_LABELS[topic]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-stone-600">{EMAIL_PREFERENCES_MESSAGES.alwaysSent}</p>
      {state && <FormNotice notice={state} />}
      <button type="submit" className={outlineButton()} disabled={pending}>
        {pending ? 'Enregistrement…' : 'Enregistrer mes préférences'}
      </button>
    </form>
  )
}
