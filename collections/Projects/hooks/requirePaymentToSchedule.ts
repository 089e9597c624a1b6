import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { PAYMENT_MESSAGES } from '@/domain/payments'
import { needsPaymentToGoLive } from '@/domain/schedulingGate'
import { recordAudit } from '@/moderation/recordAudit'
import type { Project } from '@/payload-types'

/**
 * A visibility campaign goes live (scheduled, or published straight from approved) only once paid,
 * or when an admin waives the payment with a reason (`payment_override_reason`, admin-only),
 * written to the audit log in the same transaction. Whatever the door: the sheet, the admin's edit
 * screen, REST. Runs after the status machine, which has locked the row and checked the move.
 * Server code without a user (the seed) creates campaigns as they are.
 */
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
