'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { resendEmailAction } from '@/actions/outbox'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'

/** Asks once more, naming the message and its recipient: a second copy of an invoice or a link reaches a person. */
export function ResendButton({ id, subject, to }: { id: number; subject: string; to: string }) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const resend = () =>
    startTransition(async () => {
      setConfirming(false)
      const outcome = await attemptDecision(() => resendEmailAction(id), OUTBOX_MESSAGES.resendFailed)
      if (outcome.ok) {
        toast.success(outcome.message)
        router.refresh()
      } else toast.error(outcome.message)
    })
  return (
    <>
      <Button
        buttonStyle="secondary"
        size="small"
        onClick={() => setConfirming(true)}
        disabled={busy}
        aria-label={`Renvoyer « ${subject} »`}
      >
        {busy ? 'Envoi…' : 'Renvoyer'}
      </Button>
      {confirming && (
        <div role="alert" className="tryb-week__confirm">
          <p>
            Renvoyer « {subject || '(sans objet)'} » à {to} ?
          </p>
          <div className="tryb-dialog__buttons">
            <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming(false)}>
              Annuler
            </Button>
            <Button buttonStyle="primary" size="small" margin={false} onClick={resend} disabled={busy}>
              Confirmer le renvoi
            </Button>
          </div>
        </div>
      )}
    </>
  )
}
