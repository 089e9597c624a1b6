import type { Payload } from 'payload'

import { formatCents, parisDeadline } from '@/domain/payments/payments'
import type { SignedInAdmin } from '@/auth/signedInAdmin'
import { latePayments } from '@/payments/latePayments'

export async function LatePaymentsPanel({ payload, admin }: { payload: Payload; admin: SignedInAdmin }) {
  const { payments, total } = await latePayments(payload, admin)
  return (
    <div data-testid="late-payments">
      <h3 id="cockpit-late-payments">Paiement en retard ({total})</h3>
      {payments.length === 0 ? (
        <p className="tryb-cockpit__muted">Aucun paiement en retard.</p>
      ) : (
        <ul aria-labelledby="cockpit-late-payments">
          {payments.map((payment) => (
            <li key={payment.paymentId} data-payment={payment.paymentId}>
              <a href={`/admin/collections/projects/${payment.projectId}`}>{payment.projectTitle}</a>{' '}
              <span className="tryb-cockpit__late">Paiement en retard</span>{' '}
              <span className="tryb-cockpit__muted">
                — {formatCents(payment.amountCents)}, attendu avant le {parisDeadline(payment.dueAt)}
                {payment.reference ? ` (réf. ${payment.reference})` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
