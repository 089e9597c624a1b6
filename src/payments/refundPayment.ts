import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES, parisCalendarDay, refundCampaignEffect } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import { queueEmail } from '@/email/queueEmail'
import { creditNoteEmail } from '@/email/templates/payments'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { lockRowStatus } from '@/db/lockedStatus'
import { recordAudit } from '@/audit/recordAudit'
import { siteUrl } from '@/siteUrl'

import { cardConfig, refundCardPayment } from './card/cardGateway'
import { nextDocumentNumber } from './documentNumber'
import type { PaymentResult } from './markTransferReceived'
import { asPaymentWriter } from './writeMark'

/**
 * One transaction, the row locked so a double click refunds once; the invoice is never touched. Stripe is called last,
 * with an idempotency key. A transfer is sent back by the team, who then record it (`markRefundTransferSent`).
 * The campaign paid for is unscheduled in the same transaction (`refundCampaignEffect`).
 */
export async function refundPayment(
  payload: Payload,
  user: PayloadRequest['user'],
  projectId: number,
  reason: string,
): Promise<PaymentResult> {
  if (!isAdmin(user)) return { ok: false, message: PAYMENT_MESSAGES.accessDenied }
  if (!reason.trim()) return { ok: false, message: PAYMENT_MESSAGES.refundReasonRequired }
  try {
    return await inTransaction({ payload, user }, async (req): Promise<PaymentResult> => {
      const { docs } = await req.payload.find({
        collection: 'payments',
        where: { and: [{ project: { equals: projectId } }, { status: { equals: 'paid' } }] },
        limit: 1,
        pagination: false,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const found = docs[0]
      if (!found) return { ok: false, message: PAYMENT_MESSAGES.notPaid }
      const db = await drizzleFor(req.payload, req)
      const locked = await db.execute(sql`select status from payments where id = ${found.id} for update`)
      if ((locked.rows[0] as { status?: string } | undefined)?.status !== 'paid') {
        return { ok: false, message: PAYMENT_MESSAGES.notPaid }
      }
      const effect = refundCampaignEffect(await lockRowStatus(req, 'projects', projectId))
      if (effect === 'refuse') return { ok: false, message: PAYMENT_MESSAGES.refundAfterPublication }
      const payment = await req.payload.findByID({
        collection: 'payments',
        id: found.id,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const invoice = await req.payload.findByID({
        collection: 'invoices',
        id: relationId(payment.invoice)!,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const now = new Date()
      const { number } = await nextDocumentNumber(req, 'credit_note', Number(parisCalendarDay(now).slice(0, 4)))
      const creditNote = await asPaymentWriter(req, () =>
        req.payload.create({
          collection: 'invoices',
          data: {
            number,
            kind: 'credit_note',
            issued_at: now.toISOString(),
            payment: payment.id,
            project: invoice.project,
            member: invoice.member,
            credited_invoice: invoice.id,
            description: `Remboursement — ${invoice.description}`,
            buyer_name: invoice.buyer_name,
            buyer_address: invoice.buyer_address,
            buyer_siren: invoice.buyer_siren,
            buyer_vat_number: invoice.buyer_vat_number,
            seller: invoice.seller,
            ht_cents: invoice.ht_cents,
            vat_rate: invoice.vat_rate,
            vat_cents: invoice.vat_cents,
            ttc_cents: invoice.ttc_cents,
            method: invoice.method,
            paid_at: now.toISOString(),
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
          data: { status: 'refunded', refunded_at: now.toISOString(), credit_note: creditNote.id },
          req,
          overrideAccess: true,
          depth: 0,
        }),
      )
      await recordAudit(req, {
        action: 'invoice.credit_note',
        collection: 'invoices',
        id: creditNote.id,
        from: invoice.number,
        to: number,
        notes: reason,
      })
      const member = await req.payload.findByID({
        collection: 'members',
        id: relationId(invoice.member)!,
        depth: 0,
        req,
      })
      // Through the collection as the admin: the status machine audits "project.unscheduled" and clears the week.
      const project =
        effect === 'unschedule'
          ? await req.payload.update({
              collection: 'projects',
              id: projectId,
              data: { status: 'approved' },
              depth: 0,
              req,
            })
          : await req.payload.findByID({ collection: 'projects', id: projectId, depth: 0, req })
      await queueEmail(req, {
        ...creditNoteEmail({
          to: member.email,
          firstName: member.first_name,
          projectTitle: project.title,
          amountCents: invoice.ttc_cents,
          creditNoteNumber: number,
          invoiceNumber: invoice.number,
          url: `${siteUrl()}/factures/${creditNote.id}`,
          byTransfer: payment.method === 'transfer',
          campaignCancelled: effect === 'unschedule',
        }),
        billingDocument: creditNote.id,
      })
      if (payment.method === 'card' && payment.provider_payment_id) {
        const config = cardConfig()
        if (!config) throw new Error('card refund without Stripe keys')
        await refundCardPayment(config, payment.provider_payment_id, payment.id)
      }
      return {
        ok: true,
        message: effect === 'unschedule' ? PAYMENT_MESSAGES.refundedAndUnscheduled : PAYMENT_MESSAGES.refunded,
      }
    })
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (!refusal) payload.logger.error({ err: error, projectId }, '[paiement] remboursement non enregistré')
    return { ok: false, message: refusal ?? PAYMENT_MESSAGES.refundFailed }
  }
}
