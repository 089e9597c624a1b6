import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

const LOCKABLE_TABLES = { projects: 'projects', 'declared-actions': 'declared_actions', members: 'members' } as const

/**
 * Locks a document's row for the rest of the request's transaction and returns its status as
 * committed now. Two admins validating the same action at once both read "pending" in Payload's
 * `originalDoc`; with the lock the second waits, then sees the first one's status, and the
 * status machine refuses the repeat — so side effects (points, e-mails, audit) happen once.
 */
export async function lockedStatus(
  req: PayloadRequest,
  collection: keyof typeof LOCKABLE_TABLES,
  id: number,
): Promise<string | undefined> {
  const db = await drizzleFor(req.payload, req)
  const result = await db.execute(
    sql`select status from ${sql.identifier(LOCKABLE_TABLES[collection])} where id = ${id} for update`,
  )
  return (result.rows[0] as { status?: string } | undefined)?.status
}
