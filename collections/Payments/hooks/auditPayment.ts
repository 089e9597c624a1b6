import type { CollectionAfterChangeHook } from 'payload'

import { formatCents, PAYMENT_METHOD_LABELS } from '@/domain/payments'
import { recordAudit } from '@/moderation/recordAudit'
import type { Payment } from '@/payload-types'

export const auditPayment: CollectionAfterChangeHook<Payment> = async ({ doc, previousDoc, operation, req }) => {
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
