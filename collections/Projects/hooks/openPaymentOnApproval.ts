import type { CollectionAfterChangeHook } from 'payload'

import { leaveOpenedPayment } from '@/context/requestContext'
import type { Project } from '@/payload-types'
import { openPayment } from '@/payments/openPayment'

/** Whatever the door, in the approval's transaction. */
export const openPaymentOnApproval: CollectionAfterChangeHook<Project> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.request_type !== 'visibility') return doc
  if (doc.status !== 'approved' || previousDoc?.status === 'approved') return doc
  const payment = await openPayment(req, doc)
  leaveOpenedPayment(req.context, doc.id, { amountCents: payment.amount_cents, dueAt: payment.due_at })
  return doc
}
