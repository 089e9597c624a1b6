'use client'

import Link from 'next/link'
import { useActionState, useId, useRef, useState, type KeyboardEvent } from 'react'

import {
  sendMagicLink,
  sendPasswordReset,
  signInWithPasswordAction,
  type FormMessage,
  type LinkFormState,
} from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'
import { failedEmailForm, failedLinkRequest } from '@/components/form/actionFailure'
import { RESET_MESSAGES } from '@/auth/messages'
import type { LoginNotice } from '@/domain/members/memberRouting'

import { EmailField } from './EmailField'
import { FormNotice } from './FormNotice'
import { PasswordField } from './PasswordField'
import { useAnswerCooldown } from './useCooldown'
import { useFocusOnAnswer } from './useFocusOnAnswer'

const TABS = [
  { id: 'magic', label: 'Lien magique' },
  { id: 'password', label: 'Mot de passe' },
] as const

type TabId = (typeof TABS)[number]['id']

export function LoginForms({ next, initialNotice }: { next: string | null; initialNotice: LoginNotice | null }) {
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
          <FormNotice notice={{ ok: false, ...initialNotice }} />
        </div>
      )}
      {/* The arrow keys move between the tabs, which take the focus themselves (roving tabindex). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label="Mode de connexion"
        className="grid grid-cols-2 rounded-full bg-stone-100 p-1"
        onKeyDown={onTabKey}
      >
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
      <div
        role="tabpanel"
        id={`${id}-panel-magic`}
        aria-labelledby={`${id}-tab-magic`}
        hidden={tab !== 'magic'}
        className="mt-6"
      >
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

const EMAIL_OUTCOMES: ReadonlySet<string> = new Set(['required', 'invalid'])

function MagicLinkForm() {
  const noticeId = useId()
  const [magicState, runMagic, magicPending] = useActionState<LinkFormState, FormData>(
    (previous, form) => sendMagicLink(previous, form).catch((error) => failedLinkRequest(error, form)),
    null,
  )
  const [resetState, runReset, resetPending] = useActionState<LinkFormState, FormData>(
    (previous, form) => sendPasswordReset(previous, form).catch((error) => failedLinkRequest(error, form)),
    null,
  )
  const [lastUsed, setLastUsed] = useState<'magic' | 'reset'>('magic')
  const answer = lastUsed === 'magic' ? magicState : resetState
  // The sign-in link and "Mot de passe oublié ?" share one 60 s countdown.
  const cooldown = useAnswerCooldown('tryb:link-sent-until', answer)
  const notice =
    answer && (lastUsed === 'reset' && answer.ok ? { ok: true, message: RESET_MESSAGES.sentFromLogin } : answer)
  const waiting = cooldown.secondsLeft > 0
  const busy = magicPending || resetPending
  const noticeRef = useFocusOnAnswer<HTMLParagraphElement>(notice)
  const emailError = answer && !answer.ok && EMAIL_OUTCOMES.has(answer.outcome) ? noticeId : undefined

  return (
    <form action={runMagic} noValidate className="space-y-4" onSubmit={() => setLastUsed('magic')}>
      <EmailField typed={answer?.email} errorId={emailError} />
      <FormNotice notice={notice} id={noticeId} ref={noticeRef} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={busy || waiting} aria-busy={magicPending}>
        {waiting ? `Renvoyer dans ${cooldown.secondsLeft}s` : magicPending ? 'Envoi…' : 'Recevoir mon lien magique'}
      </button>
      <p className="text-center">
        <button
          type="submit"
          formAction={runReset}
          onClick={() => setLastUsed('reset')}
          disabled={busy || waiting}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:text-stone-500"
        >
          Mot de passe oublié ?
        </button>
      </p>
    </form>
  )
}

function PasswordForm({ next }: { next: string | null }) {
  const id = useId()
  const [state, run, pending] = useActionState<FormMessage, FormData>(
    (previous, form) => signInWithPasswordAction(previous, form).catch((error) => failedEmailForm(error, form)),
    null,
  )
  const cooldown = useAnswerCooldown('tryb:password-login-until', state)
  const waiting = cooldown.secondsLeft > 0
  const noticeRef = useFocusOnAnswer<HTMLParagraphElement>(state)
  const noticeId = `${id}-notice`
  // A missing field's message is that field's; "incorrect" is about both, as the server cannot say which.
  const erroneous = (field: 'email' | 'password') =>
    state && !state.ok && (state.field === undefined || state.field === field) ? noticeId : undefined
  const passwordError = erroneous('password')

  return (
    <form action={run} noValidate className="space-y-4">
      {next && <input type="hidden" name="next" value={next} />}
      <EmailField typed={state?.email} autoComplete="username" errorId={erroneous('email')} />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Mot de passe"
        autoComplete="current-password"
        aria-invalid={passwordError ? true : undefined}
        aria-describedby={passwordError}
      />
      <FormNotice notice={state} id={noticeId} ref={noticeRef} />
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
