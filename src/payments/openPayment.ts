import { randomInt } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { eurosToCents, paymentDueAt, paymentReference } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import type { Payment, Project } from '@/payload-types'

import { asPaymentWriter } from './writeMark'

/** The project's newest payment, or its newest in one of `statuses`. */
export async function latestPayment(
  req: PayloadRequest,
  projectId: number,
  statuses?: Payment['status'][],
): Promise<Payment | null> {
  const project = { project: { equals: projectId } }
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: statuses ? { and: [project, { status: { in: statuses } }] } : project,
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const livePayment = (req: PayloadRequest, projectId: number) =>
  latestPayment(req, projectId, ['pending', 'paid'])

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
