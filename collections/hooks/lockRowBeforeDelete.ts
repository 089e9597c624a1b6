import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export const ALREADY_DELETED = 'Ce document n’existe plus : il vient d’être supprimé.'

/**
 * Two concurrent deletes both passed Payload's read and the second crashed (a 500); the lock makes it wait and find
 * nothing.
 */
export const lockRowBeforeDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const snakeSlug = collection.slug.replace(/-/g, '_')
  const table = adapter.tableNameMap.get(snakeSlug) ?? snakeSlug
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`)
  if (rows.length === 0) throw new APIError(ALREADY_DELETED, 404, null, true)
}
