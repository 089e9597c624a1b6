import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { SignedInAdmin } from '@/moderation/decisions'

export type LatePayment = {
  paymentId: number
  projectId: number
  projectTitle: string
  amountCents: number
  dueAt: string
  reference: string | null
}

export async function latePayments(payload: Payload, admin: SignedInAdmin, now = new Date()) {
  if (!isAdmin(admin)) return { payments: [] as LatePayment[], total: 0 }
  const { docs, totalDocs } = await payload.find({
    collection: 'payments',
    where: { and: [{ status: { equals: 'pending' } }, { due_at: { less_than_equal: now.toISOString() } }] },
    sort: 'due_at',
    limit: 20,
    depth: 1,
    select: { project: true, amount_cents: true, due_at: true, reference: true },
    populate: { projects: { title: true } },
    overrideAccess: false,
    user: admin,
  })
  const payments: LatePayment[] = docs.flatMap((payment) =>
    typeof payment.project === 'object' && payment.project
      ? [
          {
            paymentId: payment.id,
            projectId: payment.project.id,
            projectTitle: payment.project.title,
            amountCents: payment.amount_cents,
            dueAt: payment.due_at,
            reference: payment.reference ?? null,
          },
        ]
      : [],
  )
  return { payments, total: totalDocs }
}
