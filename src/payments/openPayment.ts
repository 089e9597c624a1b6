import { randomInt } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { eurosToCents, paymentDueAt, paymentReference } from '@/domain/payments'
import { relationId } from '@/domain/relationId'
import type { Payment, Project } from '@/payload-types'

import { asPaymentWriter } from './writeMark'

export async function livePayment(req: PayloadRequest, projectId: number): Promise<Payment | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ project: { equals: projectId } }, { status: { in: ['pending', 'paid'] } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A project approved again keeps the payment still open or made. */
export async function openPayment(req: PayloadRequest, project: Project, now = new Date()): Promise<Payment> {
  const existing = await livePayment(req, project.id)
  if (existing) return existing
  const member = relationId(project.owner)
  if (!member) throw new Error(`project ${project.id} has no owner to pay`)
  const rules = await req.payload.findGlobal({ slug: 'rules', depth: 0, req })
  const reference = paymentReference(project.id, () => randomInt(1_000_000) / 1_000_000)
  return asPaymentWriter(req, () =>
    req.payload.create({
      collection: 'payments',
      data: {
        project: project.id,
        member,
        amount_cents: eurosToCents(rules.campaign_price),
        method: 'transfer',
        status: 'pending',
        reference,
        due_at: paymentDueAt(now).toISOString(),
      },
      req,
      overrideAccess: true,
      depth: 0,
    }),
  )
}
