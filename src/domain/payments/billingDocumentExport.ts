import { csvCell } from '../reports/impactReport'
import {
  BILLING_DOCUMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  parisCalendarDay,
  type BillingDocumentKind,
  type PaymentMethod,
} from './payments'

export type BillingDocumentRow = {
  number: string
  kind: BillingDocumentKind
  issuedAt: string
  buyer: string
  htCents: number
  vatCents: number
  ttcCents: number
  method: PaymentMethod
}

export const INVOICE_CSV_HEADER = ['Numéro', 'Type', 'Date', 'Client', 'HT', 'TVA', 'TTC', 'Moyen de paiement'] as const

/** "100,00" or "-100,00" for a credit note: a number a French spreadsheet reads, never a formula. */
const amount = (cents: number, kind: BillingDocumentKind) => {
  const signed = kind === 'credit_note' ? -cents : cents
  const sign = signed < 0 ? '-' : ''
  const whole = Math.abs(signed)
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`
}

/** The same CSV conventions as the impact report, so a French spreadsheet opens it. */
export function billingDocumentsCsv(rows: BillingDocumentRow[]): string {
  const lines = rows.map((row) => [
    csvCell(row.number),
    BILLING_DOCUMENT_KIND_LABELS[row.kind],
    parisCalendarDay(new Date(row.issuedAt)),
    csvCell(row.buyer),
    amount(row.htCents, row.kind),
    amount(row.vatCents, row.kind),
    amount(row.ttcCents, row.kind),
    PAYMENT_METHOD_LABELS[row.method],
  ])
  return `\uFEFF${[[...INVOICE_CSV_HEADER], ...lines].map((line) => line.join(';')).join('\r\n')}\r\n`
}
