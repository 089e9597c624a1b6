import type { CollectionAfterChangeHook } from 'payload'

import { formatCents, PAYMENT_METHOD_LABELS } from '@/domain/payments/payments'
import { recordAudit } from '@/audit/recordAudit'
import type { Payment } from '@/payload-types'

export const auditPayment: CollectionAfterChangeHook<Payment> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.refund_transfer_sent_on && !previousDoc?.refund_transfer_sent_on) {
    await recordAudit(req, {
      action: 'payment.refund_transfer_sent',
      collection: 'payments',
      id: doc.id,
      from: null,
      to: doc.refund_transfer_sent_on,
      notes: `${formatCents(doc.amount_cents)} renvoyés par virement${doc.reference ? ` · ${doc.reference}` : ''}`,
    })
  }
  if (operation === 'update' && doc.transfer_declared_at && !previousDoc?.transfer_declared_at) {
    await recordAudit(req, {
      action: 'payment.transfer_declared',
      collection: 'payments',
      id: doc.id,
      from: null,
      to: doc.transfer_declared_at,
      notes: `${formatCents(doc.amount_cents)} annoncés par virement${doc.reference ? ` · ${doc.reference}` : ''}`,
    })
  }
  const from = operation === 'create' ? null : previousDoc?.status
  if (operation === 'update' && from === doc.status) return doc
  await recordAudit(req, {
    action: operation === 'create' ? 'payment.opened' : `payment.${doc.status}`,
    collection: 'payments',
    id: doc.id,
    from,
    to: doc.status,
    notes: `${formatCents(doc.amount_cents)} · ${PAYMENT_METHOD_LABELS[doc.method]}${doc.reference ? ` · ${doc.reference}` : ''}`,
  })
  return doc
}
