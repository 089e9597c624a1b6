import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { DELETED_MEANWHILE } from '@/db/lockedStatus'

/**
 * Payload reads a document before its hooks, without a lock, and writes the whole of it back: a mark and its
 * removal pressed at once both decided from the same read (+3 points left on an unmarked feedback). Locked here,
 * in the operation's transaction and before that read, the second press waits for the first and decides from
 * the row as the first left it. Bulk updates are checked in the collection's own hook (`lockedAsRead`).
 */
export const lockRowBeforeUpdate: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const id = (args as { id?: unknown }).id
  if (operation !== 'update' || (typeof id !== 'number' && typeof id !== 'string')) return args
  if (!/^\d{1,15}$/.test(String(id))) return args
  const adapter = req.payload.db as unknown as PostgresAdapter
  const snakeSlug = collection.slug.replace(/-/g, '_')
  const table = adapter.tableNameMap.get(snakeSlug) ?? snakeSlug
  const db = await drizzleFor(req.payload, req)
  const seen = await db.execute(sql`select id from ${sql.identifier(table)} where id = ${Number(id)}`)
  const locked = await db.execute(sql`select id from ${sql.identifier(table)} where id = ${Number(id)} for update`)
  // Seen, then gone once its lock was had: deleted while this change waited (a row never there is Payload's 404).
  if (seen.rows.length > 0 && locked.rows.length === 0) throw new APIError(DELETED_MEANWHILE, 409, null, true)
  return args
}
