'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { refundPaymentAction } from '@/actions/payments'

/**
 * "Rembourser" in the sheet's payment block: the reason is required; the credit note is issued
 * and the invoice stays as it was. `onDone` reloads the block.
 */
export function RefundForm({ projectId, onDone }: { projectId: number; onDone: () => Promise<void> }) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <form
      className="tryb-project-sheet__decision"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(async () => {
          setMessage(null)
          const result = await refundPaymentAction(projectId, reason)
          setMessage({ ok: result.ok, text: result.message })
          if (result.ok) await onDone()
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
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'tryb-dialog__error'}>
          {message.text}
        </p>
      )}
    </form>
  )
}
