import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { relationId } from '@/domain/relationId'
import type { PaymentStatus } from '@/domain/payments'
import type { Member } from '@/payload-types'

import { cardConfig } from './card/cardGateway'
import { readSeller } from './seller'

export type OwnerPayment = {
  projectId: number
  cardAvailable: boolean
  status: PaymentStatus
  amountCents: number
  reference: string | null
  dueAt: string
  paidAt: string | null
  invoiceId: number | null
  /** Where to send the transfer (the seller's account, from the admin-only global). */
  transfer: { payee: string; iban: string; bic: string }
  billing: { name: string; address: string } | null
}

export async function ownerPayment(payload: Payload, member: Member, projectId: number): Promise<OwnerPayment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { project: { equals: projectId } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: asSignedInMember(member),
  })
  const payment = docs[0]
  if (!payment) return null
  const seller = await readSeller(payload)
  const name = member.billing_name?.trim()
  const address = member.billing_address?.trim()
  return {
    projectId,
    cardAvailable: cardConfig() !== null,
    status: payment.status,
    amountCents: payment.amount_cents,
    reference: payment.reference ?? null,
    dueAt: payment.due_at,
    paidAt: payment.paid_at ?? null,
    invoiceId: relationId(payment.invoice) ?? null,
    transfer: { payee: seller.name, iban: seller.iban, bic: seller.bic },
    billing: name && address ? { name, address } : null,
  }
}

export type ProjectPaymentSummary = { status: PaymentStatus; paidAt: string | null; invoiceId: number | null }

/** One statement whatever they own. */
export async function ownerPaymentsByProject(payload: Payload, member: Member) {
  const { docs } = await payload.find({
    collection: 'payments',
    sort: '-createdAt',
    limit: 50,
    pagination: false,
    depth: 0,
    select: { project: true, status: true, paid_at: true, invoice: true },
    overrideAccess: false,
    user: asSignedInMember(member),
  })
  const latest = new Map<number, ProjectPaymentSummary>()
  for (const payment of docs) {
    const project = relationId(payment.project)
    if (project && !latest.has(project)) {
      latest.set(project, {
        status: payment.status,
        paidAt: payment.paid_at ?? null,
        invoiceId: relationId(payment.invoice) ?? null,
      })
    }
  }
  return latest
}
