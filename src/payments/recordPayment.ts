import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { queueEmail } from '@/email/queueEmail'
import { paymentReceivedEmail } from '@/email/templates/payments'
import { siteUrl } from '@/siteUrl'
import { buyerOf, campaignDescription } from '@/domain/payments/invoiceContent'
import { PAYMENT_MESSAGES, parisCalendarDay, splitTotal, type PaymentMethod } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import { mayInvoiceAs } from '@/domain/payments/seller'
import type { Invoice } from '@/payload-types'

import { nextDocumentNumber } from './documentNumber'
import { readSeller } from './seller'
import { asPaymentWriter } from './writeMark'

export type Settlement = {
  method: PaymentMethod
  paidAt: Date
  providerPaymentId?: string | null
}

export type RecordResult = { ok: true; invoice: Invoice } | { ok: false; message: string }

/**
 * The row lock makes a double click or a twice-delivered webhook issue
 * one invoice; the number is taken in the same transaction, so no gap.
 */
export async function recordPayment(
  req: PayloadRequest,
  paymentId: number,
  settlement: Settlement,
): Promise<RecordResult> {
  const db = await drizzleFor(req.payload, req)
  const locked = await db.execute(sql`select status from payments where id = ${paymentId} for update`)
  const row = locked.rows[0] as { status: string } | undefined
  if (!row) return { ok: false, message: PAYMENT_MESSAGES.notFound }
  if (row.status !== 'pending') return { ok: false, message: PAYMENT_MESSAGES.notPending }

  const payment = await req.payload.findByID({
    collection: 'payments',
    id: paymentId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  // One after the other: the transaction's connection takes one statement at a time.
  const member = await req.payload.findByID({
    collection: 'members',
    id: relationId(payment.member)!,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(payment.project)!,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const seller = await readSeller(req.payload, req)
  if (!mayInvoiceAs(seller, siteUrl())) return { ok: false, message: PAYMENT_MESSAGES.sellerPlaceholder }
  const amounts = splitTotal(payment.amount_cents, seller.vatRate)
  const issuedAt = new Date()
  const { number } = await nextDocumentNumber(req, 'invoice', Number(parisCalendarDay(issuedAt).slice(0, 4)))
  const buyer = buyerOf(member)

  const invoice = await asPaymentWriter(req, () =>
    req.payload.create({
      collection: 'invoices',
      data: {
        number,
        kind: 'invoice',
        issued_at: issuedAt.toISOString(),
        payment: payment.id,
        project: project.id,
        member: member.id,
        description: campaignDescription(project, payment.createdAt),
        buyer_name: buyer.name,
        buyer_address: buyer.address,
        buyer_siren: buyer.siren,
        buyer_vat_number: buyer.vatNumber,
        seller,
        ht_cents: amounts.htCents,
        vat_rate: seller.vatRate,
        vat_cents: amounts.vatCents,
        ttc_cents: amounts.ttcCents,
        method: settlement.method,
        paid_at: settlement.paidAt.toISOString(),
      },
      req,
      overrideAccess: true,
      depth: 0,
    }),
  )
  await asPaymentWriter(req, () =>
    req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: {
        status: 'paid',
        method: settlement.method,
        paid_at: settlement.paidAt.toISOString(),
        provider_payment_id: settlement.providerPaymentId ?? undefined,
        invoice: invoice.id,
      },
      req,
      overrideAccess: true,
      depth: 0,
    }),
  )
  await queueEmail(req, {
    ...paymentReceivedEmail({
      to: member.email,
      firstName: member.first_name,
      projectTitle: project.title,
      amountCents: payment.amount_cents,
      method: settlement.method,
      invoiceNumber: number,
      invoiceUrl: `${siteUrl()}/factures/${invoice.id}`,
    }),
    billingDocument: invoice.id,
  })
  return { ok: true, invoice }
}
