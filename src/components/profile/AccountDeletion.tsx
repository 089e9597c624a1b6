'use client'

import { useEffect, useRef, useState, useTransition } from 'react'

import { requestAccountDeletionAction } from '@/actions/profile'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton } from '@/components/buttonStyles'
import { DELETION_MESSAGES, DELETION_PROCESSING_DAYS } from '@/domain/accountDeletion'
import { frenchDate } from '@/domain/french'

const dangerButton =
  'inline-flex items-center justify-center rounded-full border-2 border-red-700 bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-stone-200 disabled:text-stone-600'

/** The team anonymises the account within 30 days of the request. */
export function AccountDeletion({ requestedAt: initiallyRequestedAt }: { requestedAt: string | null }) {
  const [requestedAt, setRequestedAt] = useState(initiallyRequestedAt)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, startRequest] = useTransition()
  const question = useRef<HTMLParagraphElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (confirming) question.current?.focus()
  }, [confirming])

  const cancel = () => {
    setConfirming(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  const confirm = () =>
    startRequest(async () => {
      const result = await requestAccountDeletionAction().catch(() => ({
        ok: false as const,
        message: DELETION_MESSAGES.failed,
      }))
      if (result.ok) {
        setRequestedAt(result.requestedAt)
        setConfirming(false)
      } else {
        setFailure(result.message)
      }
    })

  if (requestedAt)
    return <FormNotice notice={{ ok: true, message: DELETION_MESSAGES.recorded(frenchDate(requestedAt)) }} />
  if (!confirming) {
    return (
      <button ref={opener} type="button" onClick={() => setConfirming(true)} className={outlineButton()}>
        Supprimer mon compte
      </button>
    )
  }
  return (
    <div className="rounded-2xl border-2 border-red-200 bg-red-50 p-4 sm:p-5">
      <p ref={question} tabIndex={-1} className="font-semibold text-red-900">
        Confirmer la demande de suppression de ton compte ?
      </p>
      <p className="mt-2 text-sm text-red-900">
        L’équipe anonymisera tes données personnelles sous {DELETION_PROCESSING_DAYS} jours ; tu ne pourras plus te
        connecter ensuite.
      </p>
      {failure && (
        <div className="mt-3">
          <FormNotice notice={{ ok: false, message: failure }} />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={confirm} disabled={pending} className={dangerButton}>
          {pending ? 'Envoi de la demande…' : 'Oui, supprimer mon compte'}
        </button>
        <button type="button" onClick={cancel} disabled={pending} className={outlineButton()}>
          Annuler
        </button>
      </div>
    </div>
  )
}
