import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export const ALREADY_DELETED = 'Ce document n’existe plus : il vient d’être supprimé.'

/**
 * Payload reads a document, then deletes it: two deletes of one row at once (a double click,
 * five concurrent `DELETE /api/votes/{id}`) both passed the read, and the second crashed on the
 * row the first had removed (a 500) after running the delete hooks again. Locking the row first
 * makes the second wait for the first, then find nothing: a French 404, and no hook runs twice.
 */
export const lockRowBeforeDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const snakeSlug = collection.slug.replace(/-/g, '_')
  const table = adapter.tableNameMap.get(snakeSlug) ?? snakeSlug
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`)
  if (rows.length === 0) throw new APIError(ALREADY_DELETED, 404, null, true)
}
