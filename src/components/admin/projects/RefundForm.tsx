'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { refundPaymentAction } from '@/actions/payments'

/** The invoice stays as it was: a refund issues a credit note. */
export function RefundForm({
  projectId,
  onRefunded,
}: {
  projectId: number
  onRefunded: (message: string) => Promise<void>
}) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <form
      className="tryb-project-sheet__decision"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(async () => {
          setError(null)
          const result = await refundPaymentAction(projectId, reason)
          if (result.ok) await onRefunded(result.message)
          else setError(result.message)
        })
      }}
    >
      <label htmlFor={reasonId} className="tryb-dialog__label">
        Motif du remboursement
      </label>
      <input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={pending}>
        Rembourser et émettre l’avoir
      </Button>
      {error && (
        <p role="alert" className="tryb-dialog__error">
          {error}
        </p>
      )}
    </form>
  )
}
