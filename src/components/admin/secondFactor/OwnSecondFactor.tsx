'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { beginEnrolmentAction, confirmEnrolmentAction } from '@/actions/secondFactor'
import type { EnrolmentMaterial } from '@/auth/secondFactor/staffSecondFactor'
import { SECOND_FACTOR_MESSAGES } from '@/domain/auth/secondFactor'

import { CodeInput, EnrolmentInstructions, RecoveryCodesList } from './EnrolmentParts'

/** The recovery codes are shown once only. */
export function OwnSecondFactor({ enrolled }: { enrolled: boolean }) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [enrolment, setEnrolment] = useState<EnrolmentMaterial | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  const run = (work: () => Promise<void>) =>
    startTransition(async () => {
      setError(null)
      try {
        await work()
      } catch {
        setError(SECOND_FACTOR_MESSAGES.failed)
      }
    })

  const begin = () =>
    run(async () => {
      const answer = await beginEnrolmentAction()
      if (answer.ok) setEnrolment(answer.enrolment)
      else setError(answer.message)
    })

  const confirm = () =>
    run(async () => {
      const answer = await confirmEnrolmentAction(code)
      if (!answer.ok) return setError(answer.message)
      toast.success(answer.message)
      setEnrolment(null)
      setCodes(answer.recoveryCodes)
    })

  if (codes) {
    return (
      <>
        <RecoveryCodesList codes={codes} />
        <Button
          onClick={() => {
            setCodes(null)
            router.refresh()
          }}
        >
          J’ai noté mes codes
        </Button>
      </>
    )
  }
  if (enrolled) return null
  return (
    <>
      {enrolment ? (
        <>
          <EnrolmentInstructions enrolment={enrolment} />
          <CodeInput
            value={code}
            onChange={setCode}
            label="Code de vérification"
            hint="Le code à 6 chiffres affiché par ton application."
          />
          <Button onClick={confirm} disabled={busy}>
            Confirmer
          </Button>
        </>
      ) : (
        <Button buttonStyle="secondary" onClick={begin} disabled={busy}>
          Activer la double authentification
        </Button>
      )}
      {error ? (
        <p role="alert" className="tryb-second-factor__error">
          {error}
        </p>
      ) : null}
    </>
  )
}
