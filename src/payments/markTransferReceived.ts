import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { PAYMENT_MESSAGES, receptionDay } from '@/domain/payments/payments'
import { inTransaction } from '@/db/inTransaction'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { recordPayment } from './recordPayment'

export type PaymentResult = { ok: true; message: string } | { ok: false; message: string }

/** The payment, its invoice and their audit lines land in one transaction, or nothing does. */
export async function markTransferReceived(
  payload: Payload,
  user: PayloadRequest['user'],
  projectId: number,
  day: string,
  now = new Date(),
): Promise<PaymentResult> {
  if (!isAdmin(user)) return { ok: false, message: PAYMENT_MESSAGES.accessDenied }
  const received = receptionDay(day, now)
  if ('error' in received) return { ok: false, message: received.error }
  try {
    return await inTransaction({ payload, user }, async (req) => {
      const { docs } = await req.payload.find({
        collection: 'payments',
        where: { and: [{ project: { equals: projectId } }, { status: { equals: 'pending' } }] },
        sort: '-createdAt',
        limit: 1,
        pagination: false,
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (!docs[0]) return { ok: false, message: PAYMENT_MESSAGES.notPending }
      const result = await recordPayment(req, docs[0].id, { method: 'transfer', paidAt: received.date })
      return result.ok ? { ok: true, message: PAYMENT_MESSAGES.transferMarked } : result
    })
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (!refusal) payload.logger.error({ err: error, projectId }, '[paiement] virement non enregistré')
    return { ok: false, message: refusal ?? PAYMENT_MESSAGES.markFailed }
  }
}
