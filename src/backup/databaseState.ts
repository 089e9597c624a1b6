import type pg from 'pg'

/** The schemas the app writes: `public` (Payload's) and those its migrations add (`derived`). */
const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
  and n.nspname not like 'pg_toast_temp%'`

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** `members` for the public schema, `derived.member_period_points` for another. */
export const tableKey = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`)

export const quotedTable = (key: string) => key.split('.').map(quote).join('.')

/** Every table of the app's schemas, as `tableKey` names them, sorted. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1, 2`,
  )
  return rows.map((row) => tableKey(row.schema, row.table))
}

/** Rows per table, exact (count(*)), as the client's transaction sees them. */
export async function countRows(client: pg.ClientBase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ count: string }>(`select count(*) from ${quotedTable(table)}`)
    counts[table] = Number(rows[0].count)
  }
  return counts
}

/** The schemas a restore replaces under `--force`; `public` is made again empty. */
export async function userSchemas(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname as name from pg_namespace n where ${USER_SCHEMAS} order by 1`,
  )
  return rows.map((row) => row.name)
}

export async function dropEverything(client: pg.ClientBase) {
  for (const schema of await userSchemas(client)) await client.query(`drop schema ${quote(schema)} cascade`)
  await client.query('create schema public')
}

/** The newest migration applied; Payload's `dev` marker (schema pushed without migrations) is not one. */
export async function lastMigration(client: pg.ClientBase): Promise<string | null> {
  const { rows: exists } = await client.query(`select to_regclass('public.payload_migrations') as table`)
  if (!exists[0].table) return null
  const { rows } = await client.query<{ name: string }>(
    `select name from payload_migrations where name <> 'dev' order by name desc limit 1`,
  )
  return rows[0]?.name ?? null
}

/** The files the upload rows name (their own and their resized copies), with their types. */
export async function referencedUploads(
  client: pg.ClientBase,
  collections: readonly string[],
): Promise<{ collection: string; filename: string; mimeType: string | null }[]> {
  const found = new Map<string, { collection: string; filename: string; mimeType: string | null }>()
  for (const collection of collections) {
    const table = collection.replace(/-/g, '_')
    const { rows: columns } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and (column_name = 'filename' or column_name like 'sizes\\_%\\_filename')`,
      [table],
    )
    for (const { name } of columns) {
      const mimeColumn = name.replace(/filename$/, 'mime_type')
      const { rows } = await client.query<{ filename: string; mime_type: string | null }>(
        `select distinct ${quote(name)} as filename, ${quote(mimeColumn)} as mime_type from ${quote(table)}
         where ${quote(name)} is not null order by 1`,
      )
      for (const row of rows) {
        found.set(`${collection}/${row.filename}`, { collection, filename: row.filename, mimeType: row.mime_type })
      }
    }
  }
  return [...found.values()]
}
