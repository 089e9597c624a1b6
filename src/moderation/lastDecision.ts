import type { PayloadRequest } from 'payload'

import type { AuditEntry } from './recordAudit'

/**
 * The last decision that moved the document to `to`, from its audit entries (written in the
 * decision's transaction, so the journal is the record of when a decision took effect): what it
 * was (`member.activated`…) and when, the start of its undo window. Null when none is on record.
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
