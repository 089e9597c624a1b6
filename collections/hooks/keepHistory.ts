import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

type Reference = { child: string; column: string }

/** Per table, the required columns of other tables that point at it: the schema, read once per process. */
const referencesByTable = new Map<string, Promise<Reference[]>>()

function requiredReferencesTo(db: Awaited<ReturnType<typeof drizzleFor>>, table: string): Promise<Reference[]> {
  let references = referencesByTable.get(table)
  if (!references) {
    references = db
      .execute(
        sql`select c.conrelid::regclass::text as child, a.attname as column
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.confrelid = ${table}::regclass and a.attnotnull and c.confdeltype <> 'c'
            order by 1, 2`,
      )
      .then(({ rows }) => rows as Reference[])
    references.catch(() => referencesByTable.delete(table))
    referencesByTable.set(table, references)
  }
  return references
}

/**
 * Before the database refuses it with a 500; the guard reads the schema, so a new collection pointing at members or
 * projects is covered.
 */
export function keepHistory({
  message,
  goesWithIt = [],
}: {
  message: string
  goesWithIt?: string[]
}): CollectionBeforeDeleteHook {
  return async ({ collection, id, req }) => {
    const adapter = req.payload.db as unknown as PostgresAdapter
    const snakeSlug = collection.slug.replace(/-/g, '_')
    const table = adapter.tableNameMap.get(snakeSlug) ?? snakeSlug
    const db = await drizzleFor(req.payload, req)
    const references = (await requiredReferencesTo(db, table)).filter(({ child }) => !goesWithIt.includes(child))
    if (references.length === 0) return
    const anyReference = sql.join(
      references.map(
        ({ child, column }) =>
          sql`select 1 from ${sql.identifier(child)} where ${sql.identifier(column)} = ${Number(id)}`,
      ),
      sql` union all `,
    )
    const { rows } = await db.execute(sql`select exists (${anyReference}) as referenced`)
    if ((rows[0] as { referenced: boolean }).referenced) throw new APIError(message, 409, null, true)
  }
}
