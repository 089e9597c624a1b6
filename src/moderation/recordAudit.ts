import type { PayloadRequest } from 'payload'

import { isMember, isStaff } from '@/access/utilities'

export type AuditEntry = {
  action: string
  collection: 'projects' | 'declared-actions' | 'members' | 'users' | 'payments' | 'invoices' | 'feedbacks'
  id: number
  /** The staff account that acted, when the request has no signed-in user yet (a login). */
  actorUserId?: number
  from?: string | null
  to?: string | null
  notes?: string | null
}

/**
 * Appends one moderation act to the audit log, in the transaction of the change it records:
 * the journal never tells of a change that was rolled back. The actor is the signed-in staff
 * user or member; server jobs act without one.
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry) {
  await req.payload.create({
    collection: 'audit-log',
    data: {
      actor_user: entry.actorUserId ?? (isStaff(req.user) ? req.user!.id : undefined),
      actor_member: isMember(req.user) ? req.user.id : undefined,
      action: entry.action,
      target_collection: entry.collection,
      target_id: String(entry.id),
      from: entry.from ?? undefined,
      to: entry.to ?? undefined,
      notes: entry.notes?.trim() || undefined,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
