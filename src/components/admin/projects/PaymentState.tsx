import { CAMPAIGN_PAYMENT_STATE_LABELS, type CampaignPaymentState } from '@/domain/payments/campaignPayment'
import { parisDay } from '@/domain/payments/payments'

/** A campaign's payment in the words of the board: "Virement annoncé le 28 novembre 2026", "En retard"… */
export function PaymentState({
  state,
  declaredAt,
}: {
  state: CampaignPaymentState | null
  declaredAt?: string | null
}) {
  if (!state) return <span className="tryb-payment-state">—</span>
  const label =
    state === 'declared' && declaredAt
      ? `${CAMPAIGN_PAYMENT_STATE_LABELS.declared} le ${parisDay(declaredAt)}`
      : CAMPAIGN_PAYMENT_STATE_LABELS[state]
  return <span className={`tryb-payment-state tryb-payment-state--${state}`}>{label}</span>
}
