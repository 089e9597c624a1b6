import type { CollectionAfterChangeHook } from 'payload'

import { leaveOpenedPayment } from '@/context/requestContext'
import type { Project } from '@/payload-types'
import { cancelOpenPayment } from '@/payments/cancelPayment'
import { openPayment } from '@/payments/openPayment'

/**
 * Whatever the door, in the move's transaction. Only an approval (from pending) opens a payment, never an
 * unscheduling (scheduled → approved, after a refund); an undone approval cancels the payment it opened.
 */
export const openPaymentOnApproval: CollectionAfterChangeHook<Project> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.request_type !== 'visibility') return doc
  if (previousDoc?.status === 'approved' && doc.status === 'pending') {
    await cancelOpenPayment(req, doc.id)
    return doc
  }
  if (doc.status !== 'approved' || previousDoc?.status !== 'pending') return doc
  const payment = await openPayment(req, doc)
  leaveOpenedPayment(req.context, doc.id, {
    amountCents: payment.amount_cents,
    dueAt: payment.due_at,
    reference: payment.reference ?? null,
  })
  return doc
}
