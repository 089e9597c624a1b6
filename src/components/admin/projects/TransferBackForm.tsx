'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { markRefundTransferSentAction } from '@/actions/payments'
import { formatCents, parisCalendarDay } from '@/domain/payments/payments'
import { failedAction } from '@/components/form/actionFailure'

import { dayLabel, MoneyConfirmation, TransferDayField } from './MoneyConfirmation'

/**
 * A refunded transfer the team must send back: what to send and to whom, then "Remboursé par
 * virement le …" once it is sent (the owner is e-mailed). Asked once more with the amount and the
 * owner's name, as every money act; a refusal stays here.
 */
export function TransferBackForm({
  projectId,
  instruction,
  amountCents,
  ownerName,
  onSent,
}: {
  projectId: number
  instruction: string
  amountCents: number
  ownerName: string
  onSent: (message: string) => Promise<void>
}) {
  const dayId = useId()
  const [day, setDay] = useState(() => parisCalendarDay(new Date()))
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, startTransition] = useTransition()
  const record = () =>
    startTransition(async () => {
      setConfirming(false)
      setError(null)
      const result = await markRefundTransferSentAction(projectId, day).catch(failedAction)
      if (result.ok) await onSent(result.message)
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
      <p data-testid="transfer-back">{instruction}</p>
      <TransferDayField
        id={dayId}
        label="Remboursé par virement le"
        day={day}
        onChange={(changed) => {
          setDay(changed)
          setConfirming(false)
        }}
      />
      <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={pending}>
        Enregistrer le virement de remboursement
      </Button>
      {confirming && (
        <MoneyConfirmation
          question={`Enregistrer le virement de remboursement de ${formatCents(amountCents)} à ${ownerName}, envoyé le ${dayLabel(day)} ? Le porteur est prévenu par e-mail.`}
          confirmLabel="Confirmer le virement envoyé"
          busy={pending}
          onConfirm={record}
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
