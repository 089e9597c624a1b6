'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, useTransition } from 'react'

import { markTransfersReceivedAction } from '@/actions/paymentMatching'
import { failedAction } from '@/components/form/actionFailure'
import { PAYMENT_SEARCH_PARAM } from '@/domain/payments/campaignPayment'
import { formatCents, parisCalendarDay, parisDay, parisDeadline } from '@/domain/payments/payments'
import type { MatchedPayment } from '@/payments/paymentMatching'

import { RowButton } from '../RowButton'
import { dayLabel } from './MoneyConfirmation'
import { PaymentState } from './PaymentState'

/** The cells both tables show of a payment: its reference, amount, campaign (opens its sheet) and owner. */
function PaymentCells({ payment, onOpen }: { payment: MatchedPayment; onOpen: (projectId: number) => void }) {
  return (
    <>
      <td data-label="Référence" className="tryb-payments__reference">
        {payment.reference ?? '—'}
      </td>
      <td data-label="Montant">{formatCents(payment.amountCents)}</td>
      <td data-label="Campagne">
        <RowButton onOpen={() => onOpen(payment.projectId)}>{payment.projectTitle}</RowButton>
      </td>
      <td data-label="Porteur">{payment.ownerName}</td>
    </>
  )
}

export type PaymentSearchAnswer = { query: string; payments: MatchedPayment[]; total: number }

/** "Qui a payé 100,00 € avec TRYB-12-AB3C ?": a plain form, so it works before the page's script. */
export function PaymentSearch({
  search,
  onOpen,
}: {
  search: PaymentSearchAnswer | null
  onOpen: (projectId: number) => void
}) {
  const inputId = useId()
  return (
    <section aria-labelledby="recherche-paiement" className="tryb-projects__section">
      <h2 id="recherche-paiement">Retrouver un paiement</h2>
      <form method="get" action="/admin/projets" role="search" className="tryb-payments__search">
        <div>
          <label htmlFor={inputId} className="tryb-dialog__label">
            Référence ou montant
          </label>
          <input
            id={inputId}
            name={PAYMENT_SEARCH_PARAM}
            type="search"
            defaultValue={search?.query ?? ''}
            maxLength={40}
            placeholder="TRYB-12-AB3C ou 100,00"
          />
        </div>
        <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
          Rechercher
        </Button>
      </form>
      {search &&
        (search.payments.length === 0 ? (
          <p role="status" className="tryb-moderation__empty">
            Aucun paiement ne correspond à « {search.query} ».
          </p>
        ) : (
          <>
            <p role="status" className="tryb-moderation__count">
              {search.total > search.payments.length
                ? `${search.payments.length} paiements affichés sur ${search.total} : précise la recherche.`
                : `${search.total} paiement${search.total > 1 ? 's' : ''} trouvé${search.total > 1 ? 's' : ''}.`}
            </p>
            <div className="tryb-moderation__table-wrap">
              <table className="tryb-moderation__table" aria-label="Paiements trouvés">
                <thead>
                  <tr>
                    <th scope="col">Référence</th>
                    <th scope="col">Montant</th>
                    <th scope="col">Campagne</th>
                    <th scope="col">Porteur</th>
                    <th scope="col">Paiement</th>
                  </tr>
                </thead>
                <tbody>
                  {search.payments.map((payment) => (
                    <tr key={payment.paymentId}>
                      <PaymentCells payment={payment} onOpen={onOpen} />
                      <td data-label="Paiement">
                        <PaymentState state={payment.state} declaredAt={payment.declaredAt} />
                        {payment.status === 'paid' && payment.paidAt ? ` le ${parisDay(payment.paidAt)}` : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ))}
    </section>
  )
}

/** "Virements attendus": tick the ones the bank statement shows, say the day, confirm what will be recorded. */
export function ExpectedTransfers({
  payments,
  total,
  onOpen,
  onDone,
}: {
  payments: MatchedPayment[]
  total: number
  onOpen: (projectId: number) => void
  onDone: (message: string) => void
}) {
  const dayId = useId()
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [day, setDay] = useState(() => parisCalendarDay(new Date()))
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const selected = payments.filter((payment) => chosen.has(payment.paymentId))

  const toggle = (id: number, on: boolean) => {
    setConfirming(false)
    setError(null)
    setChosen((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  const record = () =>
    startTransition(async () => {
      setError(null)
      const result = await markTransfersReceivedAction(
        selected.map((payment) => payment.paymentId),
        day,
      ).catch(failedAction)
      setConfirming(false)
      if (!result.ok) {
        setError(result.message)
        return
      }
      setChosen(new Set())
      onDone(result.message)
    })

  return (
    <section aria-labelledby="virements-attendus" className="tryb-projects__section">
      <h2 id="virements-attendus">Virements attendus</h2>
      {total > payments.length && (
        <p className="tryb-moderation__count">
          {payments.length} affichés sur {total} (les annoncés d’abord, puis les plus anciens)
        </p>
      )}
      {payments.length === 0 ? (
        <p className="tryb-moderation__empty">Aucun virement attendu.</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setError(null)
            if (selected.length === 0) setError('Coche au moins un virement reçu.')
            else setConfirming(true)
          }}
        >
          <div className="tryb-moderation__table-wrap">
            <table className="tryb-moderation__table" aria-labelledby="virements-attendus">
              <thead>
                <tr>
                  <th scope="col">Reçu</th>
                  <th scope="col">Référence</th>
                  <th scope="col">Montant</th>
                  <th scope="col">Campagne</th>
                  <th scope="col">Porteur</th>
                  <th scope="col">Paiement</th>
                  <th scope="col">À payer avant</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.paymentId} data-testid={`expected-transfer-${payment.paymentId}`}>
                    <td data-label="Reçu">
                      <input
                        type="checkbox"
                        aria-label={`Virement reçu : ${payment.reference ?? payment.projectTitle}`}
                        checked={chosen.has(payment.paymentId)}
                        disabled={pending}
                        onChange={(event) => toggle(payment.paymentId, event.target.checked)}
                      />
                    </td>
                    <PaymentCells payment={payment} onOpen={onOpen} />
                    <td data-label="Paiement">
                      <PaymentState state={payment.state} declaredAt={payment.declaredAt} />
                    </td>
                    <td data-label="À payer avant">{parisDeadline(payment.dueAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="tryb-payments__search">
            <div>
              <label htmlFor={dayId} className="tryb-dialog__label">
                Reçus le
              </label>
              <input
                id={dayId}
                type="date"
                value={day}
                required
                onChange={(event) => {
                  setDay(event.target.value)
                  setConfirming(false)
                }}
              />
            </div>
            <Button type="submit" buttonStyle="primary" size="small" margin={false} disabled={pending}>
              {`Marquer comme reçus (${selected.length})`}
            </Button>
          </div>
          {confirming && (
            <div role="alert" className="tryb-week__confirm">
              <p>
                {selected.length === 1 ? 'Enregistrer ce virement' : `Enregistrer ces ${selected.length} virements`}{' '}
                reçus le {dayLabel(day)} ? Chaque facture est émise et envoyée au porteur.
              </p>
              <ul>
                {selected.map((payment) => (
                  <li key={payment.paymentId}>
                    {formatCents(payment.amountCents)} de {payment.ownerName} — {payment.reference ?? 'sans référence'}{' '}
                    (« {payment.projectTitle} »)
                  </li>
                ))}
              </ul>
              <div className="tryb-dialog__buttons">
                <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirming(false)}>
                  Annuler
                </Button>
                <Button buttonStyle="primary" size="small" margin={false} onClick={record} disabled={pending}>
                  {pending ? 'Enregistrement…' : 'Confirmer la réception'}
                </Button>
              </div>
            </div>
          )}
          {error && (
            <p role="alert" className="tryb-moderation__error">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  )
}
