'use client'

import { useId, useState, useTransition } from 'react'

import { saveBillingDetailsAction } from '@/actions/payments'
import { primaryButton } from '@/components/buttonStyles'
import { formatCents, parisDay, parisDeadline, PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '@/domain/payments'
import type { OwnerPayment } from '@/payments/ownerPayment'

import { CardButton } from './CardButton'

const field = 'mt-2 w-full rounded-xl border border-stone-300 bg-white px-4 py-3'

/** Billing details are asked once and kept on the profile; the deadline is shown in Paris time. */
export function PaymentSection({ payment }: { payment: OwnerPayment }) {
  const [billing, setBilling] = useState(payment.billing)
  const amount = formatCents(payment.amountCents)
  return (
    <div className="flex flex-col items-start gap-3" data-testid="payment-section">
      <h3 className="text-lg font-semibold">Paiement</h3>
      {payment.status === 'paid' && payment.paidAt ? (
        <>
          <p className="text-neutral-700">
            <strong>Payé le {parisDay(payment.paidAt)}</strong> ({amount}).
          </p>
          {payment.invoiceId && (
            <a href={`/factures/${payment.invoiceId}`} className="underline">
              Télécharger la facture (PDF)
            </a>
          )}
        </>
      ) : payment.status === 'refunded' && payment.refundedAt ? (
        <>
          <p className="text-neutral-700">
            <strong>Remboursé le {parisDay(payment.refundedAt)}</strong> ({amount}).
          </p>
          {payment.invoiceId && (
            <a href={`/factures/${payment.invoiceId}`} className="underline">
              Télécharger la facture (PDF)
            </a>
          )}
          {payment.creditNoteId && (
            <a href={`/factures/${payment.creditNoteId}`} className="underline">
              Télécharger l’avoir (PDF)
            </a>
          )}
        </>
      ) : payment.status === 'cancelled' ? (
        <p className="text-neutral-700">{PAYMENT_MESSAGES.paymentNoLongerOpen}</p>
      ) : payment.status !== 'pending' ? (
        <p className="text-neutral-700">{PAYMENT_STATUS_LABELS[payment.status]}</p>
      ) : (
        <>
          <p className="text-neutral-700">
            <strong>À payer</strong> : {amount} avant le {parisDeadline(payment.dueAt)} (heure de Paris) pour planifier
            ta semaine d’exposition.
          </p>
          {billing ? (
            <>
              {payment.cardAvailable && <CardButton projectId={payment.projectId} amount={amount} />}
              <TransferInstructions payment={payment} amount={amount} billing={billing} />
            </>
          ) : (
            <BillingForm onSaved={setBilling} />
          )}
        </>
      )}
    </div>
  )
}

function TransferInstructions({
  payment,
  amount,
  billing,
}: {
  payment: OwnerPayment
  amount: string
  billing: { name: string; address: string }
}) {
  return (
    <div className="w-full rounded-xl border border-stone-200 bg-stone-50 p-4">
      <p className="font-semibold">Par virement bancaire</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt>Montant</dt>
        <dd>{amount}</dd>
        <dt>Bénéficiaire</dt>
        <dd>{payment.transfer.payee}</dd>
        <dt>IBAN</dt>
        <dd className="font-mono">{payment.transfer.iban}</dd>
        <dt>BIC</dt>
        <dd className="font-mono">{payment.transfer.bic}</dd>
        <dt>Référence à indiquer</dt>
        <dd className="font-mono font-semibold">{payment.reference}</dd>
      </dl>
      <p className="mt-3 text-sm text-neutral-600">
        Facture au nom de {billing.name}. Dès réception du virement, l’équipe l’enregistre et ta facture est disponible
        ici.
      </p>
    </div>
  )
}

function BillingForm({ onSaved }: { onSaved: (billing: { name: string; address: string }) => void }) {
  const id = useId()
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <form
      className="flex w-full flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(async () => {
          setError(null)
          const result = await saveBillingDetailsAction(name, address)
          if (result.ok) onSaved({ name: name.trim(), address: address.trim() })
          else setError(result.message)
        })
      }}
    >
      <p className="text-neutral-700">Avant de payer, indique à qui adresser la facture (une seule fois).</p>
      <label htmlFor={`${id}-name`} className="block text-sm font-medium">
        Nom ou raison sociale
        <input
          id={`${id}-name`}
          className={field}
          value={name}
          maxLength={200}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-address`} className="block text-sm font-medium">
        Adresse de facturation
        <textarea
          id={`${id}-address`}
          className={field}
          rows={3}
          value={address}
          maxLength={500}
          autoComplete="street-address"
          onChange={(event) => setAddress(event.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={primaryButton()} disabled={pending} aria-busy={pending}>
        Enregistrer mes coordonnées
      </button>
    </form>
  )
}
