import type { CollectionAfterChangeHook } from 'payload'

import { leaveOpenedPayment } from '@/context/requestContext'
import type { Project } from '@/payload-types'
import { openPayment } from '@/payments/openPayment'

/**
 * Approving a visibility project opens its payment (and its 24-hour clock) in the approval's
 * transaction, whatever the door: the moderation sheet, the admin's edit screen, the API.
 */
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
