'use client'

import Link from 'next/link'
import { useActionState, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { sendMagicLink, sendPasswordReset, signInWithPasswordAction, type FormMessage, type LinkFormState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'

import { FormNotice } from './FormNotice'
import { PasswordField } from './PasswordField'
import { useCooldown } from './useCooldown'

const TABS = [
  { id: 'magic', label: 'Lien magique' },
  { id: 'password', label: 'Mot de passe' },
] as const

type TabId = (typeof TABS)[number]['id']

const RESET_SENT = 'Email de réinitialisation envoyé.'

/** /login: the two tabs of spec 01 "Login". `next` is where to return after signing in. */
export function LoginForms({ next, initialNotice }: { next: string | null; initialNotice: string | null }) {
  const [tab, setTab] = useState<TabId>('magic')
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ magic: null, password: null })
  const id = useId()

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    const other: TabId = tab === 'magic' ? 'password' : 'magic'
    setTab(other)
    tabRefs.current[other]?.focus()
  }

  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      {initialNotice && (
        <div className="mb-6">
          <FormNotice notice={{ ok: false, message: initialNotice }} />
        </div>
      )}
      <div role="tablist" aria-label="Mode de connexion" className="grid grid-cols-2 rounded-full bg-stone-100 p-1" onKeyDown={onTabKey}>
        {TABS.map((candidate) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[candidate.id] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${candidate.id}`}
            aria-selected={tab === candidate.id}
            aria-controls={`${id}-panel-${candidate.id}`}
            tabIndex={tab === candidate.id ? 0 : -1}
            onClick={() => setTab(candidate.id)}
            className="rounded-full px-4 py-2 text-sm font-semibold text-stone-600 aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm"
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-magic`} aria-labelledby={`${id}-tab-magic`} hidden={tab !== 'magic'} className="mt-6">
        <MagicLinkForm />
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-password`}
        aria-labelledby={`${id}-tab-password`}
        hidden={tab !== 'password'}
        className="mt-6"
      >
        <PasswordForm next={next} />
      </div>
      <p className="mt-8 text-center text-sm text-stone-600">
        Pas encore de compte ?{' '}
        <Link href="/signup" className="font-semibold text-brand-700 underline underline-offset-2">
          Créer un compte
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link href="/" className="text-stone-600 underline underline-offset-2">
          Retour à l’accueil
        </Link>
      </p>
    </div>
  )
}

/** The server answers with the cooldown to show; the countdown then persists across reloads. */
function useLinkAction(action: typeof sendMagicLink, cooldown: ReturnType<typeof useCooldown>) {
  const [state, run, pending] = useActionState<LinkFormState, FormData>(action, null)
  useEffect(() => {
    if (state?.cooldownSeconds) cooldown.start(state.cooldownSeconds)
    // Only a new answer starts a countdown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  return { state, run, pending }
}

function MagicLinkForm() {
  const id = useId()
  // The sign-in link and "Mot de passe oublié ?" share one 60 s countdown (DESIGN).
  const cooldown = useCooldown('tryb:link-sent-until')
  const magic = useLinkAction(sendMagicLink, cooldown)
  const reset = useLinkAction(sendPasswordReset, cooldown)
  const [lastUsed, setLastUsed] = useState<'magic' | 'reset'>('magic')
  const answer = lastUsed === 'magic' ? magic.state : reset.state
  const notice = answer && (lastUsed === 'reset' && answer.ok ? { ok: true, message: RESET_SENT } : answer)
  const waiting = cooldown.secondsLeft > 0
  const busy = magic.pending || reset.pending
  // React empties a form after its action: put back what was typed.
  const typed = answer?.email ?? ''

  return (
    <form action={magic.run} noValidate className="space-y-4" onSubmit={() => setLastUsed('magic')}>
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
          defaultValue={typed}
          key={typed}
          className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
        />
      </div>
      <FormNotice notice={notice} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={busy || waiting} aria-busy={magic.pending}>
        {waiting ? `Renvoyer dans ${cooldown.secondsLeft}s` : magic.pending ? 'Envoi…' : 'Recevoir mon lien magique'}
      </button>
      <p className="text-center">
        <button
          type="submit"
          formAction={reset.run}
          onClick={() => setLastUsed('reset')}
          disabled={busy || waiting}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Mot de passe oublié ?
        </button>
      </p>
    </form>
  )
}

function PasswordForm({ next }: { next: string | null }) {
  const id = useId()
  const cooldown = useCooldown('tryb:password-login-until')
  const [state, run, pending] = useActionState<FormMessage, FormData>(signInWithPasswordAction, null)
  useEffect(() => {
    if (state?.cooldownSeconds) cooldown.start(state.cooldownSeconds)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const waiting = cooldown.secondsLeft > 0

  return (
    <form action={run} noValidate className="space-y-4">
      {next && <input type="hidden" name="next" value={next} />}
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium">
          Ton e-mail
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          defaultValue={state?.email ?? ''}
          key={state?.email ?? ''}
          className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
        />
      </div>
      <PasswordField id={`${id}-password`} name="password" label="Mot de passe" autoComplete="current-password" />
      <FormNotice notice={state} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={pending || waiting} aria-busy={pending}>
        {waiting ? `Réessayer dans ${cooldown.secondsLeft}s` : pending ? 'Connexion…' : 'Se connecter'}
      </button>
      <p className="text-center text-sm">
        <Link href="/reset-password" className="text-brand-700 underline underline-offset-2">
          Mot de passe oublié ?
        </Link>
      </p>
    </form>
  )
}
