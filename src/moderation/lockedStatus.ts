import { sql } from 'drizzle-orm'
import { APIError, type PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

const LOCKABLE_TABLES = { projects: 'projects', 'declared-actions': 'declared_actions', members: 'members' } as const

export const CONCURRENT_CHANGE = 'Ce document vient d’être modifié par quelqu’un d’autre. Recharge la page et réessaie.'

/**
 * Locks a document's row for the rest of the request's transaction and returns its status as
 * committed now. Two admins validating the same action at once both read "pending" in Payload's
 * `originalDoc`; with the lock the second waits, then finds the status changed under it and is
 * refused — so side effects (points, e-mails, audit) happen once, and the second write cannot
 * put back the stale copy of the document Payload read before the lock.
 */
export async function lockedStatus(
  req: PayloadRequest,
  collection: keyof typeof LOCKABLE_TABLES,
  doc: { id: number; status?: string | null },
): Promise<string | undefined> {
  const db = await drizzleFor(req.payload, req)
  const result = await db.execute(
    sql`select status from ${sql.identifier(LOCKABLE_TABLES[collection])} where id = ${doc.id} for update`,
  )
  const status = (result.rows[0] as { status?: string } | undefined)?.status
  if (status !== undefined && status !== doc.status) throw new APIError(CONCURRENT_CHANGE, 409, null, true)
  return status
}
