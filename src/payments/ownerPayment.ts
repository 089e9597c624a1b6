import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { relationId } from '@/domain/relationId'
import type { BillingDocumentKind, PaymentStatus } from '@/domain/payments/payments'
import type { Member, Project } from '@/payload-types'

import { cardConfig } from './card/cardGateway'
import { readSeller } from './seller'

/** Who the next invoice is made out to, as the owner gave it. */
export type BillingDetails = { name: string; address: string; siren: string; vatNumber: string }

export type OwnerPayment = {
  projectId: number
  /** The campaign's status: an approved one whose payment was refunded can be paid again. */
  projectStatus: Project['status']
  cardAvailable: boolean
  status: PaymentStatus
  amountCents: number
  reference: string | null
  dueAt: string
  paidAt: string | null
  /** The owner said the transfer was sent (no status changes until an admin records it received). */
  transferDeclaredAt: string | null
  invoiceId: number | null
  refundedAt: string | null
  creditNoteId: number | null
  /** Where to send the transfer (the seller's account, from the admin-only global). */
  transfer: { payee: string; iban: string; bic: string }
  billingDetails: BillingDetails | null
}

export async function ownerPayment(
  payload: Payload,
  member: Member,
  project: Pick<Project, 'id' | 'status'>,
): Promise<OwnerPayment | null> {
  const projectId = project.id
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
  return {
    projectId,
    projectStatus: project.status,
    cardAvailable: cardConfig() !== null,
    status: payment.status,
    amountCents: payment.amount_cents,
    reference: payment.reference ?? null,
    dueAt: payment.due_at,
    paidAt: payment.paid_at ?? null,
    transferDeclaredAt: payment.transfer_declared_at ?? null,
    invoiceId: relationId(payment.invoice) ?? null,
    refundedAt: payment.refunded_at ?? null,
    creditNoteId: relationId(payment.credit_note) ?? null,
    transfer: { payee: seller.name, iban: seller.iban, bic: seller.bic },
    billingDetails: billingDetailsOf(member),
  }
}

/** Who the member's next invoice is addressed to; null until they gave a name and an address. */
export function billingDetailsOf(member: Member): BillingDetails | null {
  const name = member.billing_name?.trim()
  const address = member.billing_address?.trim()
  return name && address
    ? { name, address, siren: member.billing_siren ?? '', vatNumber: member.billing_vat_number ?? '' }
    : null
}

export type ProjectPaymentSummary = {
  status: PaymentStatus
  dueAt: string
  paidAt: string | null
  refundedAt: string | null
  /** Every invoice and credit note of the campaign, oldest first (a campaign paid again has two invoices). */
  documents: { id: number; kind: BillingDocumentKind; number: string }[]
}

/** Two statements whatever they own: the latest payment of each project, and every billing document. */
export async function ownerPaymentsByProject(payload: Payload, member: Member) {
  const user = asSignedInMember(member)
  const [payments, documents] = await Promise.all([
    payload.find({
      collection: 'payments',
      sort: '-createdAt',
      limit: 50,
      pagination: false,
      depth: 0,
      select: { project: true, status: true, paid_at: true, refunded_at: true, due_at: true },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'invoices',
      sort: 'issued_at',
      limit: 200,
      pagination: false,
      depth: 0,
      select: { project: true, kind: true, number: true },
      overrideAccess: false,
      user,
    }),
  ])
  const latest = new Map<number, ProjectPaymentSummary>()
  for (const payment of payments.docs) {
    const project = relationId(payment.project)
    if (project && !latest.has(project)) {
      latest.set(project, {
        status: payment.status,
        dueAt: payment.due_at,
        paidAt: payment.paid_at ?? null,
        refundedAt: payment.refunded_at ?? null,
        documents: [],
      })
    }
  }
  for (const document of documents.docs) {
    const project = relationId(document.project)
    if (project) latest.get(project)?.documents.push({ id: document.id, kind: document.kind, number: document.number })
  }
  return latest
}
