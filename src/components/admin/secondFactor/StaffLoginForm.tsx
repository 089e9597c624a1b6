'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import type { SecondFactorRefusal } from '@/auth/secondFactor/loginContext'
import type { EnrolmentMaterial } from '@/auth/secondFactor/staffSecondFactor'
import { GENERIC_FAILURE } from '@/domain/messages'

import { CodeInput, EnrolmentInstructions, RecoveryCodesList } from './EnrolmentParts'

type Step =
  | { name: 'password' }
  | { name: 'code' }
  | { name: 'enrol'; enrolment: EnrolmentMaterial }
  | { name: 'recovery-codes'; codes: string[] }

type LoginAnswer = {
  recoveryCodes?: string[]
  errors?: { message?: string; data?: Partial<SecondFactorRefusal> }[]
}

export function StaffLoginForm({
  loginUrl,
  redirectTo,
  forgotHref,
}: {
  loginUrl: string
  redirectTo: string
  forgotHref: string
}) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const secondFactor =
      step.name === 'code' ? { code } : step.name === 'enrol' ? { code, enrolmentSecret: step.enrolment.secret } : {}
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, ...secondFactor }),
      })
      const answer = (await response.json().catch(() => ({}))) as LoginAnswer
      if (response.ok) {
        if (answer.recoveryCodes?.length) setStep({ name: 'recovery-codes', codes: answer.recoveryCodes })
        else window.location.assign(redirectTo)
        return
      }
      const refusal = answer.errors?.[0]
      const next = refusal?.data
      if (next?.secondFactor === 'code' && step.name !== 'code') {
        setCode('')
        setStep({ name: 'code' })
      } else if (next?.secondFactor === 'enrol' && next.enrolment) {
        setCode('')
        setStep({ name: 'enrol', enrolment: next.enrolment })
      }
      // Asked for the code for the first time: the step's own label says it, no error to show.
      if (!(next?.secondFactor && !next.wrongCode && step.name === 'password')) {
        setError(refusal?.message ?? GENERIC_FAILURE)
      }
    } catch {
      setError(GENERIC_FAILURE)
    } finally {
      setBusy(false)
    }
  }

  if (step.name === 'recovery-codes') {
    return (
      <div className="tryb-second-factor__form">
        <p role="status">Double authentification activée.</p>
        <RecoveryCodesList codes={step.codes} />
        <Button onClick={() => window.location.assign(redirectTo)}>J’ai noté mes codes, continuer</Button>
      </div>
    )
  }

  return (
    <form className="tryb-second-factor__form" onSubmit={submit} noValidate>
      {step.name === 'password' ? (
        <>
          <div className="field-type email">
            <label className="field-label" htmlFor="staff-login-email">
              E-mail
            </label>
            <div className="field-type__wrap">
              <input
                id="staff-login-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
          </div>
          <div className="field-type password">
            <label className="field-label" htmlFor="staff-login-password">
              Mot de passe
            </label>
            <div className="field-type__wrap">
              <input
                id="staff-login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          </div>
          <a href={forgotHref}>Mot de passe oublié ?</a>
        </>
      ) : (
        <>
          {step.name === 'enrol' ? (
            <>
              <p>La double authentification est obligatoire pour les administrateurs : active-la maintenant.</p>
              <EnrolmentInstructions enrolment={step.enrolment} />
            </>
          ) : null}
          <CodeInput
            value={code}
            onChange={setCode}
            label="Code de vérification"
            hint={
              step.name === 'enrol'
                ? 'Le code à 6 chiffres affiché par ton application.'
                : 'Le code à 6 chiffres de ton application d’authentification, ou un de tes codes de secours.'
            }
          />
        </>
      )}
      {error ? (
        <p role="alert" className="tryb-second-factor__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="large" disabled={busy}>
        {step.name === 'password' ? 'Se connecter' : step.name === 'enrol' ? 'Activer et se connecter' : 'Vérifier'}
      </Button>
      {step.name !== 'password' ? (
        <button
          type="button"
          className="tryb-second-factor__back"
          onClick={() => {
            setStep({ name: 'password' })
            setError(null)
          }}
        >
          Retour
        </button>
      ) : null}
    </form>
  )
}
