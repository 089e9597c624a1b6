'use client'

import { Button } from '@payloadcms/ui'

import { parisDay } from '@/domain/payments/payments'

/** The day as a confirmation says it; what the field holds when it is no day (the server refuses it). */
export function dayLabel(day: string) {
  const date = new Date(`${day}T12:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? parisDay(date) : day || '…'
}

/**
 * The day a transfer arrived or left, as the admin enters it; a change withdraws the question
 * already asked, which named the day before.
 */
export function TransferDayField({
  id,
  label,
  day,
  onChange,
}: {
  id: string
  label: string
  day: string
  onChange: (day: string) => void
}) {
  return (
    <>
      <label htmlFor={id} className="tryb-dialog__label">
        {label}
      </label>
      <input id={id} type="date" value={day} onChange={(event) => onChange(event.target.value)} required />
    </>
  )
}

/**
 * A money act asks once more, saying how much and whose, before it acts: a mis-click records a
 * payment, issues an invoice or a credit note and e-mails the owner, none of which is ever undone.
 */
export function MoneyConfirmation({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <div role="alert" className="tryb-week__confirm">
      <p>{question}</p>
      <div className="tryb-dialog__buttons">
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onCancel}>
          Annuler
        </Button>
        <Button buttonStyle="primary" size="small" margin={false} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  )
}
