'use client'

import { useEffect, useState, useSyncExternalStore, useTransition } from 'react'

import { declareTransferSentAction, payAgainAction } from '@/actions/payments'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import {
  formatCents,
  PAST_DEADLINE_RULE,
  parisDay,
  parisDeadline,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
} from '@/domain/payments/payments'
import type { BillingDetails, OwnerPayment } from '@/payments/ownerPayment'

import { BillingDetailsForm } from '@/components/payments/BillingDetailsForm'

import { CardButton } from './CardButton'
import { CopyButton } from './CopyButton'
import { announceProjectChange } from '@/components/projectChanged'

/** Where Stripe's checkout sends the owner back once paid (`startCardCheckout`). */
const BACK_FROM_CHECKOUT = 'paiement=merci'
/** The webhook lands within seconds; past this the page stops asking and says what to do. */
const CONFIRMATION_WAIT_MS = 60_000
const CONFIRMATION_POLL_MS = 2_000

type Result = { ok: boolean; message: string }

/** Billing details are asked once and kept on the profile; the deadline is shown in Paris time. */
export function PaymentSection({ payment }: { payment: OwnerPayment }) {
  const [billingDetails, setBillingDetails] = useState(payment.billingDetails)
  const [editingBillingDetails, setEditingBillingDetails] = useState(false)
  const backFromCheckout = useBackFromCheckout()
  const amount = formatCents(payment.amountCents)
  return (
    <div className="flex flex-col items-start gap-3" data-testid="payment-section">
      <h3 className="text-lg font-semibold">Paiement</h3>
      {payment.status === 'paid' && payment.paidAt ? (
        <>
          {backFromCheckout && (
            <p role="status" className="font-semibold text-emerald-800">
              Paiement reçu
            </p>
          )}
          <p className="text-neutral-700">
            <strong>Payé le {parisDay(payment.paidAt)}</strong> ({amount})
            {payment.projectStatus === 'approved' ? ' — l’équipe programme ta semaine.' : '.'}
          </p>
          <BillingDocumentLinks payment={payment} />
        </>
      ) : payment.status === 'refunded' && payment.refundedAt ? (
        <>
          <p className="text-neutral-700">
            <strong>Remboursé le {parisDay(payment.refundedAt)}</strong> ({amount}).
          </p>
          <BillingDocumentLinks payment={payment} />
          {payment.projectStatus === 'approved' && <PayAgain projectId={payment.projectId} amount={amount} />}
        </>
      ) : payment.status === 'cancelled' ? (
        <p className="text-neutral-700">{PAYMENT_MESSAGES.paymentNoLongerOpen}</p>
      ) : payment.status !== 'pending' ? (
        <p className="text-neutral-700">{PAYMENT_STATUS_LABELS[payment.status]}</p>
      ) : (
        <>
          {backFromCheckout && <AwaitingConfirmation />}
          <p className="text-neutral-700">
            <strong>À payer</strong> : {amount} avant le {parisDeadline(payment.dueAt)} (heure de Paris) pour planifier
            ta semaine d’exposition.
          </p>
          <p className="text-sm text-neutral-600">{PAST_DEADLINE_RULE}</p>
          {billingDetails && !editingBillingDetails ? (
            <>
              {payment.cardAvailable && <CardButton projectId={payment.projectId} amount={amount} />}
              <TransferInstructions
                payment={payment}
                amount={amount}
                billingDetails={billingDetails}
                onEditBillingDetails={() => setEditingBillingDetails(true)}
              />
            </>
          ) : (
            <BillingDetailsForm
              initial={billingDetails}
              onSaved={(saved) => {
                setBillingDetails(saved)
                setEditingBillingDetails(false)
              }}
            />
          )}
        </>
      )}
    </div>
  )
}

const subscribeToNothing = () => () => {}

/** Read after hydration: the page's HTML is the same whatever the address's query. */
const useBackFromCheckout = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search.includes(BACK_FROM_CHECKOUT),
    () => false,
  )

/**
 * Back from the card's checkout before its webhook landed: the page asks for the payment again
 * until it is known (then the section shows "Paiement reçu"), for a minute at most.
 */
function AwaitingConfirmation() {
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    const started = Date.now()
    const timer = window.setInterval(() => {
      if (Date.now() - started > CONFIRMATION_WAIT_MS) {
        window.clearInterval(timer)
        setGaveUp(true)
      } else announceProjectChange()
    }, CONFIRMATION_POLL_MS)
    return () => window.clearInterval(timer)
  }, [])
  return (
    <p role="status" className="font-semibold text-neutral-800">
      {gaveUp
        ? 'Ton paiement n’est pas encore confirmé par la banque. Recharge la page dans quelques minutes : s’il n’apparaît pas, écris à l’équipe, ta carte n’est débitée qu’une fois.'
        : 'Paiement en cours de confirmation…'}
    </p>
  )
}

function BillingDocumentLinks({ payment }: { payment: OwnerPayment }) {
  return (
    <>
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
  )
}

function PayAgain({ projectId, amount }: { projectId: number; amount: string }) {
  const [answer, setAnswer] = useState<Result | null>(null)
  const [pending, startTransition] = useTransition()
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-neutral-700">
        Ta campagne est toujours validée : pour qu’elle soit programmée, règle-la à nouveau ({amount}). Une nouvelle
        facture sera émise.
      </p>
      <button
        type="button"
        className={primaryButton()}
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await payAgainAction(projectId).catch(failedAction)
            setAnswer(result)
            if (result.ok) announceProjectChange()
          })
        }
      >
        Payer à nouveau
      </button>
      <FormNotice notice={answer} />
    </div>
  )
}

function TransferInstructions({
  payment,
  amount,
  billingDetails,
  onEditBillingDetails,
}: {
  payment: OwnerPayment
  amount: string
  billingDetails: BillingDetails
  onEditBillingDetails: () => void
}) {
  const rows: Array<{ term: string; value: string; copy?: string; mono?: boolean }> = [
    { term: 'Montant', value: amount, copy: 'le montant' },
    { term: 'Bénéficiaire', value: payment.transfer.payee },
    { term: 'IBAN', value: payment.transfer.iban, copy: 'l’IBAN', mono: true },
    { term: 'BIC', value: payment.transfer.bic, copy: 'le BIC', mono: true },
    ...(payment.reference
      ? [{ term: 'Référence à indiquer', value: payment.reference, copy: 'la référence', mono: true }]
      : []),
  ]
  return (
    <div className="w-full rounded-xl border border-stone-200 bg-stone-50 p-4">
      <p className="font-semibold">Par virement bancaire</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt>{row.term}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className={`${row.mono ? 'font-mono' : ''} break-all`}>{row.value}</span>
              {row.copy && <CopyButton value={copyValue(row.term, row.value, payment)} what={row.copy} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-neutral-600">
        Facture au nom de {billingDetails.name}
        {billingDetails.siren ? ` (SIREN ${billingDetails.siren})` : ''}. Dès réception du virement, l’équipe
        l’enregistre et ta facture est disponible ici.{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={onEditBillingDetails}>
          Modifier mes coordonnées de facturation
        </button>
      </p>
      <TransferDeclaration projectId={payment.projectId} declaredAt={payment.transferDeclaredAt} />
    </div>
  )
}

/** The amount is copied as a bank's form takes it ("100,00"), the rest as shown. */
const copyValue = (term: string, value: string, payment: OwnerPayment) =>
  term === 'Montant'
    ? (payment.amountCents / 100).toFixed(2).replace('.', ',')
    : value.replace(/\s/g, term === 'IBAN' ? '' : ' ')

function TransferDeclaration({ projectId, declaredAt }: { projectId: number; declaredAt: string | null }) {
  const [answer, setAnswer] = useState<Result | null>(null)
  const [pending, startTransition] = useTransition()
  if (declaredAt && !answer) {
    return (
      <p className="mt-3 text-sm text-neutral-700">
        <strong>Virement annoncé le {parisDay(declaredAt)}.</strong> L’équipe le rapproche dès qu’il arrive sur son
        compte (1 à 2 jours ouvrés), puis programme ta semaine et t’envoie ta facture.
      </p>
    )
  }
  return (
    <div className="mt-3 flex flex-col items-start gap-2">
      {!answer?.ok && (
        <button
          type="button"
          className={outlineButton()}
          disabled={pending}
          aria-busy={pending}
          onClick={() =>
            startTransition(async () => {
              setAnswer(await declareTransferSentAction(projectId).catch(failedAction))
            })
          }
        >
          J’ai envoyé le virement
        </button>
      )}
      <FormNotice notice={answer} />
    </div>
  )
}
