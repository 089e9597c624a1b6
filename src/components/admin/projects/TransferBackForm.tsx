'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { markRefundTransferSentAction } from '@/actions/payments'
import { parisCalendarDay } from '@/domain/payments/payments'
import { failedAction } from '@/components/form/actionFailure'

/**
 * A refunded transfer the team must send back: what to send and to whom, then "Remboursé par
 * virement le …" once it is sent (the owner is e-mailed). A refusal stays here.
 */
export function TransferBackForm({
  projectId,
  instruction,
  onSent,
}: {
  projectId: number
  instruction: string
  onSent: (message: string) => Promise<void>
}) {
  const dayId = useId()
  const [day, setDay] = useState(() => parisCalendarDay(new Date()))
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
          const result = await markRefundTransferSentAction(projectId, day).catch(failedAction)
          if (result.ok) await onSent(result.message)
          else setError(result.message)
        })
      }}
    >
      <p data-testid="transfer-back">{instruction}</p>
      <label htmlFor={dayId} className="tryb-dialog__label">
        Remboursé par virement le
      </label>
      <input id={dayId} type="date" value={day} onChange={(event) => setDay(event.target.value)} required />
      <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={pending}>
        Enregistrer le virement de remboursement
      </Button>
      {error && (
        <p role="alert" className="tryb-dialog__error">
          {error}
        </p>
      )}
    </form>
  )
}
