import type { PayloadRequest } from 'payload'

import type { AuditEntry } from './recordAudit'

/**
 * When the document was last moved to `to`, from its audit entries (written in the decision's
 * transaction, so the journal is the record of when a decision took effect): the start of its
 * undo window. Null when no decision is on record.
 */
export async function lastDecisionAt(
  req: PayloadRequest,
  collection: AuditEntry['collection'],
  id: number,
  to: string,
): Promise<string | null> {
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
    select: { createdAt: true },
    req,
    overrideAccess: true,
  })
  return docs[0]?.createdAt ?? null
}
