'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useId, useRef, useState } from 'react'

import { checkResetLink, resetPasswordAction, type ResetFormState } from '@/actions/auth'
import { primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import { AUTH_MESSAGES, RESET_MESSAGES } from '@/auth/messages'

import { FormNotice } from './FormNotice'
import { PasswordField } from './PasswordField'

type Phase = { name: 'checking' } | { name: 'ready'; token: string } | { name: 'expired' | 'failed' }

const NOTICE_DELAY_MS = 3000

/** Cleans the address bar so the token does not linger in history. */
export function ResetPasswordForm() {
  const router = useRouter()
  const id = useId()
  const [phase, setPhase] = useState<Phase>({ name: 'checking' })
  const [state, run, pending] = useActionState<ResetFormState, FormData>(
    (previous, form) => resetPasswordAction(previous, form).catch(failedAction),
    null,
  )
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const url = new URL(window.location.href)
    const token = url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token') ?? ''
    window.history.replaceState(null, '', url.pathname)
    checkResetLink(token)
      .then((link) => setPhase(link === 'usable' ? { name: 'ready', token } : { name: link }))
      .catch(() => setPhase({ name: 'failed' }))
  }, [])

  const expired = phase.name === 'expired' || state?.expired
  const failed = phase.name === 'failed' || state?.failed
  useEffect(() => {
    if (!expired && !failed) return
    const timer = window.setTimeout(() => router.replace('/reset-password'), NOTICE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [expired, failed, router])

  if (phase.name === 'checking') {
    return (
      <p role="status" className="text-center font-medium">
        Initialisation…
      </p>
    )
  }
  if (expired) return <FormNotice notice={{ ok: false, message: AUTH_MESSAGES.linkExpired }} />
  if (failed) return <FormNotice notice={{ ok: false, message: RESET_MESSAGES.sessionFailed }} />

  return (
    <form action={run} noValidate className="space-y-4">
      <input type="hidden" name="token" value={phase.name === 'ready' ? phase.token : ''} />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        minLength={8}
      />
      <PasswordField
        id={`${id}-confirmation`}
        name="confirmation"
        label="Confirmation du mot de passe"
        autoComplete="new-password"
      />
      <p className="text-sm text-stone-600">Au moins 8 caractères.</p>
      <FormNotice notice={state} />
      <button type="submit" className={`${primaryButton()} w-full`} disabled={pending} aria-busy={pending}>
        {pending ? 'Enregistrement…' : 'Mettre à jour mon mot de passe'}
      </button>
    </form>
  )
}
