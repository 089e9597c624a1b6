import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { needsPaymentToGoLive } from '@/domain/projects/schedulingGate'
import { recordAudit } from '@/audit/recordAudit'
import type { Project } from '@/payload-types'

/** Whatever the door, after the status machine locked the row. The seed (no user) creates campaigns as they are. */
export const requirePaymentToSchedule: CollectionBeforeChangeHook<Project> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const reason = (data as { payment_override_reason?: string | null }).payment_override_reason?.trim() || null
  delete (data as { payment_override_reason?: unknown }).payment_override_reason
  const requestType = data.request_type ?? originalDoc?.request_type
  const to = data.status ?? originalDoc?.status
  if (!needsPaymentToGoLive({ requestType, from: originalDoc?.status ?? null, to })) return data
  if (operation === 'create') {
    if (req.user) throw new APIError(PAYMENT_MESSAGES.scheduleNeedsPayment, 400, null, true)
    return data
  }
  const { totalDocs } = await req.payload.count({
    collection: 'payments',
    where: { and: [{ project: { equals: originalDoc!.id } }, { status: { equals: 'paid' } }] },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) return data
  if (!reason) throw new APIError(PAYMENT_MESSAGES.scheduleNeedsPayment, 400, null, true)
  await recordAudit(req, {
    action: 'project.payment_waived',
    collection: 'projects',
    id: originalDoc!.id,
    from: originalDoc!.status,
    to,
    notes: reason,
  })
  return data
}
