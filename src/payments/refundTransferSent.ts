import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES, parisDay, receptionDay } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import { queueEmail } from '@/email/queueEmail'
import { refundTransferSentEmail } from '@/email/templates/payments'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { siteUrl } from '@/siteUrl'

import type { PaymentResult } from './markTransferReceived'
import { asPaymentWriter } from './writeMark'

/** Once per payment, under its row lock: the date, its audit line and the owner's e-mail in one transaction. */
export async function markRefundTransferSent(
  payload: Payload,
  user: PayloadRequest['user'],
  projectId: number,
  day: string,
  now = new Date(),
): Promise<PaymentResult> {
  if (!isAdmin(user)) return { ok: false, message: PAYMENT_MESSAGES.accessDenied }
  const sent = receptionDay(day, now)
  if ('error' in sent) {
    const message =
      sent.error === PAYMENT_MESSAGES.dateRequired ? PAYMENT_MESSAGES.refundTransferDateRequired : sent.error
    return { ok: false, message }
  }
  try {
    return await inTransaction({ payload, user }, async (req): Promise<PaymentResult> => {
      const db = await drizzleFor(req.payload, req)
      const locked = await db.execute(sql`
        select id from payments
        where project_id = ${projectId} and status = 'refunded' and method = 'transfer'
          and refund_transfer_sent_on is null
        order by created_at desc limit 1
        for update`)
      const paymentId = (locked.rows[0] as { id?: number } | undefined)?.id
      if (!paymentId) return { ok: false, message: PAYMENT_MESSAGES.notTransferRefund }
      const payment = await asPaymentWriter(req, () =>
        req.payload.update({
          collection: 'payments',
          id: paymentId,
          data: { refund_transfer_sent_on: sent.date.toISOString() },
          req,
          overrideAccess: true,
          depth: 0,
        }),
      )
      const creditNote = await req.payload.findByID({
        collection: 'invoices',
        id: relationId(payment.credit_note)!,
        depth: 0,
        req,
        overrideAccess: true,
      })
      const member = await req.payload.findByID({
        collection: 'members',
        id: relationId(payment.member)!,
        depth: 0,
        req,
      })
      const project = await req.payload.findByID({ collection: 'projects', id: projectId, depth: 0, req })
      await queueEmail(
        req,
        refundTransferSentEmail({
          to: member.email,
          firstName: member.first_name,
          projectTitle: project.title,
          amountCents: payment.amount_cents,
          sentOn: parisDay(sent.date),
          creditNoteNumber: creditNote.number,
          url: `${siteUrl()}/factures/${creditNote.id}`,
        }),
      )
      return { ok: true, message: PAYMENT_MESSAGES.refundTransferMarked }
    })
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (!refusal) payload.logger.error({ err: error, projectId }, '[paiement] virement de remboursement non enregistré')
    return { ok: false, message: refusal ?? PAYMENT_MESSAGES.refundTransferFailed }
  }
}
