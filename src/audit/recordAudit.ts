import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { isMember, isStaff } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'

export type AuditEntry = {
  action: string
  collection:
    | 'projects'
    | 'declared-actions'
    | 'members'
    | 'users'
    | 'payments'
    | 'invoices'
    | 'payload-jobs'
    | 'feedbacks'
    | 'feedback-reports'
    | 'batch2-waitlist'
  id: number
  /** The staff account that acted, when the request has no signed-in user yet (a login). */
  actorUserId?: number
  from?: string | null
  to?: string | null
  notes?: string | null
}

/** In the transaction of the change, so the journal never tells of a rolled-back change. */
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

/** The audit log has no hooks of its own to skip. */
export async function recordAuditsInBulk(req: PayloadRequest, entries: AuditEntry[]) {
  if (entries.length === 0) return
  const db = await drizzleFor(req.payload, req)
  const now = new Date().toISOString()
  const rows = entries.map((entry) => ({
    actor_user_id: entry.actorUserId ?? (isStaff(req.user) ? req.user!.id : null),
    actor_member_id: isMember(req.user) ? req.user.id : null,
    action: entry.action,
    target_collection: entry.collection,
    target_id: String(entry.id),
    from: entry.from ?? null,
    to: entry.to ?? null,
    notes: entry.notes?.trim() || null,
  }))
  await db.execute(sql`
    insert into audit_log (actor_user_id, actor_member_id, action, target_collection, target_id, "from", "to", notes,
                           created_at, updated_at)
    select e.actor_user_id, e.actor_member_id, e.action, e.target_collection, e.target_id, e."from", e."to", e.notes,
           ${now}, ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
      actor_user_id int, actor_member_id int, action varchar, target_collection varchar, target_id varchar,
      "from" varchar, "to" varchar, notes varchar)`)
}
