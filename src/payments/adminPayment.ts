import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { relationId } from '@/domain/relationId'
import type { PaymentMethod, PaymentStatus } from '@/domain/payments'

export type AdminPayment = {
  status: PaymentStatus
  method: PaymentMethod
  amountCents: number
  reference: string | null
  dueAt: string
  paidAt: string | null
  invoiceId: number | null
}

/** Read as the admin through the collection's access; null for a project with no payment. */
export async function adminPayment(
  payload: Payload,
  user: PayloadRequest['user'],
  projectId: number,
): Promise<AdminPayment | null> {
  if (!isAdmin(user)) return null
  const { docs } = await payload.find({
    collection: 'payments',
    where: { project: { equals: projectId } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const payment = docs[0]
  if (!payment) return null
  return {
    status: payment.status,
    method: payment.method,
    amountCents: payment.amount_cents,
    reference: payment.reference ?? null,
    dueAt: payment.due_at,
    paidAt: payment.paid_at ?? null,
    invoiceId: relationId(payment.invoice) ?? null,
  }
}
