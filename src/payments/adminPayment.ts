import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { relationId } from '@/domain/relationId'
import { transferBackInstruction, type PaymentMethod, type PaymentStatus } from '@/domain/payments/payments'

export type AdminPayment = {
  status: PaymentStatus
  method: PaymentMethod
  amountCents: number
  /** Named in the confirmations of "Virement reçu" and "Rembourser": the owner as the invoice names them. */
  ownerName: string
  reference: string | null
  dueAt: string
  /** The owner's "J'ai envoyé le virement": nothing is paid before the admin sees it arrive. */
  declaredAt: string | null
  paidAt: string | null
  invoiceId: number | null
  refundedAt: string | null
  creditNoteId: number | null
  /** A refunded transfer not sent back yet: what to send, to whom, under which label. */
  transferBack: string | null
  refundTransferSentOn: string | null
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
  const member = await payload
    .findByID({
      collection: 'members',
      id: relationId(payment.member)!,
      depth: 0,
      select: { first_name: true, last_name: true, billing_name: true },
      overrideAccess: false,
      user,
    })
    .catch(() => null)
  const ownerName = member
    ? member.billing_name?.trim() || `${member.first_name} ${member.last_name ?? ''}`.trim()
    : 'Porteur inconnu'
  const creditNoteId = relationId(payment.credit_note)
  const creditNote = creditNoteId
    ? await payload.findByID({ collection: 'invoices', id: creditNoteId, depth: 0, overrideAccess: false, user })
    : undefined
  const owesTransferBack = creditNote && payment.method === 'transfer' && !payment.refund_transfer_sent_on
  return {
    status: payment.status,
    method: payment.method,
    amountCents: payment.amount_cents,
    ownerName,
    reference: payment.reference ?? null,
    dueAt: payment.due_at,
    declaredAt: payment.transfer_declared_at ?? null,
    paidAt: payment.paid_at ?? null,
    invoiceId: relationId(payment.invoice) ?? null,
    refundedAt: payment.refunded_at ?? null,
    creditNoteId: creditNote?.id ?? null,
    transferBack: owesTransferBack
      ? transferBackInstruction({
          amountCents: creditNote.ttc_cents,
          buyerName: creditNote.buyer_name,
          paidAt: payment.paid_at ?? creditNote.issued_at,
          reference: payment.reference ?? null,
          creditNoteNumber: creditNote.number,
        })
      : null,
    refundTransferSentOn: payment.refund_transfer_sent_on ?? null,
  }
}
