import type { PaymentStatus } from './payments'

/** What an admin matching money needs to know of a campaign, in the words of `/admin/projets`. */
export const CAMPAIGN_PAYMENT_STATES = ['to_pay', 'late', 'declared', 'paid', 'refunded', 'waived'] as const
export type CampaignPaymentState = (typeof CAMPAIGN_PAYMENT_STATES)[number]
export const CAMPAIGN_PAYMENT_STATE_LABELS: Record<CampaignPaymentState, string> = {
  to_pay: 'À payer',
  late: 'En retard',
  declared: 'Virement annoncé',
  paid: 'Payé',
  refunded: 'Remboursé',
  waived: 'Dérogation',
}

/**
 * The campaign's latest payment decides, except that a campaign live (scheduled or published) without
 * a paid payment went live on a waiver: the scheduling gate (`requirePaymentToSchedule`) lets no
 * other visibility campaign through, so the waiver is read from the state, not from the journal.
 */
export function campaignPaymentState(input: {
  projectStatus: string
  payment: { status: PaymentStatus; dueAt: string; declaredAt: string | null } | null
  now: Date
}): CampaignPaymentState | null {
  const { payment } = input
  if (payment?.status === 'paid') return 'paid'
  if (input.projectStatus === 'scheduled' || input.projectStatus === 'published') return 'waived'
  if (!payment) return null
  if (payment.status === 'refunded') return 'refunded'
  if (payment.status !== 'pending') return null
  if (payment.declaredAt) return 'declared'
  return new Date(payment.dueAt).getTime() <= input.now.getTime() ? 'late' : 'to_pay'
}

/** A listed campaign's latest payment, as `/admin/projets` shows it. */
export type CampaignPayment = { state: CampaignPaymentState | null; reference: string | null; amountCents: number }

/** `/admin/projets?paiement=…`: the search's own address (a constant a server page reads, so not in a client module). */
export const PAYMENT_SEARCH_PARAM = 'paiement'

/** An admin's search: a transfer's reference, or an amount as a bank statement or a person writes it. */
export type PaymentQuery = { reference: string; amountCents: number | null }

const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/

/**
 * "100", "100,00", "100.5", "1 000,00 €", "100 EUR" are amounts (in cents); anything is also looked for
 * in the references ("TRYB-12-AB3C", "ab3c", "12"). Null when there is nothing to look for.
 */
export function parsePaymentQuery(raw: string): PaymentQuery | null {
  const text = raw.trim()
  if (!text) return null
  const amount = AMOUNT.exec(
    text
      .replace(/\s*(€|eur|euros?)$/i, '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .trim(),
  )
  const amountCents = amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0')) : null
  return { reference: text.replace(/\s+/g, '').toUpperCase().slice(0, 40), amountCents }
}
