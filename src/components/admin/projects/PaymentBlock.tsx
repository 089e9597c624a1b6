'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState, useTransition } from 'react'

import { markTransferReceivedAction, projectPaymentAction } from '@/actions/payments'
import {
  formatCents,
  parisCalendarDay,
  parisDay,
  parisDeadline,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@/domain/payments/payments'
import type { AdminPayment } from '@/payments/adminPayment'
import { failedAction } from '@/components/form/actionFailure'

import { dayLabel, MoneyConfirmation, TransferDayField } from './MoneyConfirmation'
import { RefundForm } from './RefundForm'
import { TransferBackForm } from './TransferBackForm'

/** Shown only for a project whose payment is open or made. */
export function PaymentBlock({ projectId }: { projectId: number }) {
  const titleId = useId()
  const dayId = useId()
  const [payment, setPayment] = useState<AdminPayment | null | { error: string } | undefined>(undefined)
  const [day, setDay] = useState(() => parisCalendarDay(new Date()))
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [pending, startTransition] = useTransition()

  const load = () =>
    projectPaymentAction(projectId)
      .then((answer) => setPayment(answer.ok ? answer.payment : { error: answer.message }))
      .catch(() => setPayment({ error: 'Le paiement n’a pas pu être lu.' }))
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId])

  if (payment === undefined || payment === null) return null
  if ('error' in payment) {
    return (
      <p role="alert" className="tryb-dialog__error">
        {payment.error}
      </p>
    )
  }
  const mark = () =>
    startTransition(async () => {
      setConfirming(false)
      setMessage(null)
      const result = await markTransferReceivedAction(projectId, day).catch(failedAction)
      setMessage({ ok: result.ok, text: result.message })
      if (result.ok) await load()
    })

  return (
    <section aria-labelledby={titleId} className="tryb-project-sheet__payment" data-testid="admin-payment">
      <h3 id={titleId}>Paiement</h3>
      <dl className="tryb-project-sheet__details">
        <dt>Statut</dt>
        <dd>
          {payment.status === 'paid' && payment.paidAt
            ? `Payé le ${parisDay(payment.paidAt)} (${PAYMENT_METHOD_LABELS[payment.method]})`
            : PAYMENT_STATUS_LABELS[payment.status]}
        </dd>
        <dt>Montant</dt>
        <dd>{formatCents(payment.amountCents)}</dd>
        <dt>Référence de virement</dt>
        <dd>{payment.reference ?? '—'}</dd>
        {payment.status === 'pending' && (
          <>
            <dt>À payer avant</dt>
            <dd>{parisDeadline(payment.dueAt)} (heure de Paris)</dd>
            {payment.declaredAt && (
              <>
                <dt>Virement annoncé par le porteur le</dt>
                <dd>{parisDeadline(payment.declaredAt)} (heure de Paris)</dd>
              </>
            )}
          </>
        )}
        {payment.invoiceId && (
          <>
            <dt>Facture</dt>
            <dd>
              <a href={`/factures/${payment.invoiceId}`}>Télécharger la facture (PDF)</a>
            </dd>
          </>
        )}
        {payment.refundedAt && (
          <>
            <dt>Remboursement</dt>
            <dd>
              {`Remboursé le ${parisDay(payment.refundedAt)}`}
              {payment.refundTransferSentOn && ` · Remboursé par virement le ${parisDay(payment.refundTransferSentOn)}`}
            </dd>
          </>
        )}
        {payment.creditNoteId && (
          <>
            <dt>Avoir</dt>
            <dd>
              <a href={`/factures/${payment.creditNoteId}`}>Télécharger l’avoir (PDF)</a>
            </dd>
          </>
        )}
      </dl>
      {payment.status === 'pending' && (
        <form
          className="tryb-project-sheet__decision"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setMessage(null)
            setConfirming(true)
          }}
        >
          <TransferDayField
            id={dayId}
            label="Virement reçu le"
            day={day}
            onChange={(changed) => {
              setDay(changed)
              setConfirming(false)
            }}
          />
          <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={pending}>
            Enregistrer le virement
          </Button>
          {confirming && (
            <MoneyConfirmation
              question={`Enregistrer le virement de ${formatCents(payment.amountCents)} de ${payment.ownerName}${
                payment.reference ? ` (${payment.reference})` : ''
              }, reçu le ${dayLabel(day)} ? La facture est émise et envoyée au porteur.`}
              confirmLabel="Confirmer le virement reçu"
              busy={pending}
              onConfirm={mark}
              onCancel={() => setConfirming(false)}
            />
          )}
        </form>
      )}
      {payment.status === 'paid' && (
        <RefundForm
          projectId={projectId}
          amountCents={payment.amountCents}
          ownerName={payment.ownerName}
          onRefunded={async (text) => {
            setMessage({ ok: true, text })
            await load()
          }}
        />
      )}
      {payment.transferBack && (
        <TransferBackForm
          projectId={projectId}
          instruction={payment.transferBack}
          amountCents={payment.amountCents}
          ownerName={payment.ownerName}
          onSent={async (text) => {
            setMessage({ ok: true, text })
            await load()
          }}
        />
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : 'tryb-dialog__error'}>
          {message.text}
        </p>
      )}
    </section>
  )
}
