import type { PayloadRequest } from 'payload'

import type { AuditEntry } from '@/audit/recordAudit'

/**
 * The audit entry is written in the decision's transaction, so it
 * dates when the decision took effect (the start of its undo window).
 */
export async function lastDecision(
  req: PayloadRequest,
  collection: AuditEntry['collection'],
  id: number,
  to: string,
): Promise<{ action: string; at: string } | null> {
  const { docs } = await req.payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { target_collection: { equals: collection } },
        { target_id: { equals: String(id) } },
        { to: { equals: to } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { action: true, createdAt: true },
    req,
    overrideAccess: true,
  })
  return docs[0] ? { action: docs[0].action, at: docs[0].createdAt } : null
}
