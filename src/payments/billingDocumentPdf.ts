import PDFDocument from 'pdfkit'

import {
  FIXED_RECOVERY_FEE_MENTION,
  formatCents,
  NO_EARLY_PAYMENT_DISCOUNT,
  formatRate,
  BILLING_DOCUMENT_KIND_LABELS,
  parisDay,
  PAYMENT_METHOD_LABELS,
  VAT_EXEMPTION_MENTION,
} from '@/domain/payments/payments'
import { sellerIdentity, vatMention, type Seller } from '@/domain/payments/seller'
import type { Invoice } from '@/payload-types'

/**
 * Drawn from the document's stored copy, so it reads the same at
 * every download; carries the mentions French law asks of an invoice.
 */
export function billingDocumentPdf(
  invoice: Invoice,
  credited: Pick<Invoice, 'number' | 'issued_at'> | null = null,
): Promise<Buffer> {
  // Invoices issued before a field existed stored no value for it: they print what they had.
  const seller = invoice.seller as Partial<Seller> & Pick<Seller, 'name' | 'address' | 'siren' | 'latePenalty'>
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${BILLING_DOCUMENT_KIND_LABELS[invoice.kind]} ${invoice.number}`, Author: seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const sign = invoice.kind === 'credit_note' ? -1 : 1
  const money = (cents: number) => formatCents(sign * cents)

  doc.font('Helvetica-Bold').fontSize(20).text(`${BILLING_DOCUMENT_KIND_LABELS[invoice.kind]} n° ${invoice.number}`)
  doc.font('Helvetica').fontSize(10).moveDown(0.3)
  doc.text(`Date d’émission : ${parisDay(invoice.issued_at)}`)
  if (credited) doc.text(`Avoir sur la facture n° ${credited.number} du ${parisDay(credited.issued_at)}`)
  // Issued once paid: due the day it was paid, and settled.
  else doc.text(`Date d’échéance : ${parisDay(invoice.paid_at)} (réglée)`)
  doc.moveDown()

  const top = doc.y
  doc.font('Helvetica-Bold').text('Vendeur', 50, top)
  doc.font('Helvetica').text(seller.name)
  if (seller.legalForm)
    doc.text(sellerIdentity({ legalForm: seller.legalForm, shareCapital: seller.shareCapital ?? null }))
  doc.text(seller.address).text(`SIREN : ${seller.siren}`)
  if (seller.registration) doc.text(seller.registration)
  doc.text(vatMention({ vatNumber: seller.vatNumber ?? null }))
  const sellerBottom = doc.y
  doc.font('Helvetica-Bold').text('Client', 320, top)
  doc.font('Helvetica').text(invoice.buyer_name, 320).text(invoice.buyer_address, 320)
  if (invoice.buyer_siren) doc.text(`SIREN : ${invoice.buyer_siren}`, 320)
  if (invoice.buyer_vat_number) doc.text(`N° TVA intracommunautaire : ${invoice.buyer_vat_number}`, 320)
  doc.y = Math.max(sellerBottom, doc.y)
  doc.x = 50
  doc.moveDown(2)

  doc.font('Helvetica-Bold').text('Désignation', 50)
  doc.font('Helvetica').text(invoice.description)
  doc.moveDown()
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y)
    doc.text(value, 300, y, { width: 245, align: 'right' })
    doc.x = 50
  }
  line('Quantité × prix unitaire HT', `1 × ${formatCents(invoice.ht_cents)}`)
  line('Total HT', money(invoice.ht_cents))
  // An exempt seller charges no VAT: the mention stands where the tax would, never "TVA -0,00 €".
  if (invoice.vat_rate > 0) line(`TVA ${formatRate(invoice.vat_rate)}`, money(invoice.vat_cents))
  else line('TVA', VAT_EXEMPTION_MENTION)
  line('Total TTC', money(invoice.ttc_cents), true)
  doc.moveDown()

  const paid = `${PAYMENT_METHOD_LABELS[invoice.method]}, le ${parisDay(invoice.paid_at)}`
  doc.font('Helvetica').text(invoice.kind === 'credit_note' ? `Remboursement : ${paid}` : `Payée par ${paid}.`)
  doc.moveDown()
  doc.fontSize(8).text(NO_EARLY_PAYMENT_DISCOUNT).text(seller.latePenalty).text(FIXED_RECOVERY_FEE_MENTION)
  doc.end()
  return done
}
