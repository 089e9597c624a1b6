import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES, receptionDay } from '@/domain/payments/payments'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { recordPayment } from './recordPayment'

export const BULK_TRANSFER_MESSAGES = {
  noneChosen: 'Coche au moins un virement reçu.',
  noneMarked: 'Aucun virement enregistré : déjà reçus ou annulés entre-temps. Relis la liste.',
  allMarked: (count: number) =>
    count === 1
      ? 'Virement enregistré : la facture est émise.'
      : `${count} virements enregistrés : les factures sont émises.`,
  someNot: (marked: number, skipped: number) =>
    `${marked} virement${marked > 1 ? 's' : ''} enregistré${marked > 1 ? 's' : ''}, ` +
    `${skipped} non enregistré${skipped > 1 ? 's' : ''} (déjà reçu${skipped > 1 ? 's' : ''} ou annulé${skipped > 1 ? 's' : ''} entre-temps, ou en échec : relis la liste).`,
} as const

export type BulkTransferResult =
  { ok: true; message: string; marked: number[]; skipped: number[] } | { ok: false; message: string }

/**
 * "Virements attendus": the same act as "Virement reçu" on a project's sheet (`markTransferReceived`),
 * one transaction per payment so one refusal leaves the others recorded; the payment's row lock in
 * `recordPayment` makes two admins marking the same transfer at once record it once.
 */
export async function markTransfersReceived(
  payload: Payload,
  user: PayloadRequest['user'],
  paymentIds: number[],
  day: string,
  now = new Date(),
): Promise<BulkTransferResult> {
  if (!isAdmin(user)) return { ok: false, message: PAYMENT_MESSAGES.accessDenied }
  const received = receptionDay(day, now)
  if ('error' in received) return { ok: false, message: received.error }
  const ids = [...new Set(paymentIds)]
  if (ids.length === 0) return { ok: false, message: BULK_TRANSFER_MESSAGES.noneChosen }
  const marked: number[] = []
  const skipped: number[] = []
  // One after the other: each takes its invoice number in turn, and a batch never holds several connections.
  for (const id of ids) {
    try {
      const result = await inTransaction({ payload, user }, (req) =>
        recordPayment(req, id, { method: 'transfer', paidAt: received.date }),
      )
      ;(result.ok ? marked : skipped).push(id)
    } catch (error) {
      if (!ruleRefusal(error)) payload.logger.error({ err: error, paymentId: id }, '[paiement] virement non enregistré')
      skipped.push(id)
    }
  }
  if (marked.length === 0) {
    return { ok: false, message: ids.length === 1 ? PAYMENT_MESSAGES.notPending : BULK_TRANSFER_MESSAGES.noneMarked }
  }
  return {
    ok: true,
    message:
      skipped.length === 0
        ? BULK_TRANSFER_MESSAGES.allMarked(marked.length)
        : BULK_TRANSFER_MESSAGES.someNot(marked.length, skipped.length),
    marked,
    skipped,
  }
}
