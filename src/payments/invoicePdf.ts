import PDFDocument from 'pdfkit'

import {
  FIXED_RECOVERY_FEE_MENTION,
  formatCents,
  formatRate,
  INVOICE_KIND_LABELS,
  parisDay,
  PAYMENT_METHOD_LABELS,
  VAT_EXEMPTION_MENTION,
} from '@/domain/payments'
import { vatMention, type Seller } from '@/domain/seller'
import type { Invoice } from '@/payload-types'

/**
 * Drawn from the document's stored copy, so it reads the same at every download; carries the mentions French law asks
 * of an invoice.
 */
export function invoicePdf(invoice: Invoice, creditedNumber: string | null = null): Promise<Buffer> {
  const seller = invoice.seller as Seller
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`, Author: seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const sign = invoice.kind === 'credit_note' ? -1 : 1
  const money = (cents: number) => formatCents(sign * cents)

  doc.font('Helvetica-Bold').fontSize(20).text(`${INVOICE_KIND_LABELS[invoice.kind]} n° ${invoice.number}`)
  doc.font('Helvetica').fontSize(10).moveDown(0.3)
  doc.text(`Date d’émission : ${parisDay(invoice.issued_at)}`)
  if (creditedNumber) doc.text(`Avoir sur la facture n° ${creditedNumber}`)
  doc.moveDown()

  const top = doc.y
  doc.font('Helvetica-Bold').text('Vendeur', 50, top)
  doc.font('Helvetica').text(seller.name).text(seller.address).text(`SIREN : ${seller.siren}`).text(vatMention(seller))
  const sellerBottom = doc.y
  doc.font('Helvetica-Bold').text('Client', 320, top)
  doc.font('Helvetica').text(invoice.buyer_name, 320).text(invoice.buyer_address, 320)
  doc.y = Math.max(sellerBottom, doc.y)
  doc.x = 50
  doc.moveDown(2)

  doc.font('Helvetica-Bold').text('Désignation', 50)
  doc.font('Helvetica').text(invoice.description)
  doc.moveDown()
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y)
    doc.text(value, 350, y, { width: 195, align: 'right' })
    doc.x = 50
  }
  line('Total HT', money(invoice.ht_cents))
  if (invoice.vat_rate > 0) line(`TVA ${formatRate(invoice.vat_rate)}`, money(invoice.vat_cents))
  else line('TVA', `${money(0)} (${VAT_EXEMPTION_MENTION})`)
  line('Total TTC', money(invoice.ttc_cents), true)
  doc.moveDown()

  const paid = `${PAYMENT_METHOD_LABELS[invoice.method]}, le ${parisDay(invoice.paid_at)}`
  doc.font('Helvetica').text(invoice.kind === 'credit_note' ? `Remboursement : ${paid}` : `Payée par ${paid}.`)
  doc.moveDown()
  doc.fontSize(8).text(seller.latePenalty).text(FIXED_RECOVERY_FEE_MENTION)
  doc.end()
  return done
}
