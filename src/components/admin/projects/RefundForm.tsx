'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { refundPaymentAction } from '@/actions/payments'
import { failedAction } from '@/components/form/actionFailure'
import { formatCents } from '@/domain/payments/payments'

import { MoneyConfirmation } from './MoneyConfirmation'

/** The invoice stays as it was: a refund issues a credit note. */
export function RefundForm({
  projectId,
  amountCents,
  ownerName,
  onRefunded,
}: {
  projectId: number
  amountCents: number
  ownerName: string
  onRefunded: (message: string) => Promise<void>
}) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, startTransition] = useTransition()
  const refund = () =>
    startTransition(async () => {
      setConfirming(false)
      setError(null)
      const result = await refundPaymentAction(projectId, reason).catch(failedAction)
      if (result.ok) await onRefunded(result.message)
      else setError(result.message)
    })
  return (
    <form
      className="tryb-project-sheet__decision"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setError(null)
        setConfirming(true)
      }}
    >
      <label htmlFor={reasonId} className="tryb-dialog__label">
        Motif du remboursement
      </label>
      <input
        id={reasonId}
        value={reason}
        maxLength={500}
        onChange={(event) => {
          setReason(event.target.value)
          setConfirming(false)
        }}
      />
      <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={pending}>
        Rembourser et émettre l’avoir
      </Button>
      {confirming && (
        <MoneyConfirmation
          question={`Rembourser ${formatCents(amountCents)} à ${ownerName} et émettre l’avoir ? La campagne est déplanifiée si elle l’était, et le porteur est prévenu.`}
          confirmLabel="Confirmer le remboursement"
          busy={pending}
          onConfirm={refund}
          onCancel={() => setConfirming(false)}
        />
      )}
      {error && (
        <p role="alert" className="tryb-dialog__error">
          {error}
        </p>
      )}
    </form>
  )
}
