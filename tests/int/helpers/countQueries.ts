import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Client } from 'pg'

/**
 * The SQL statements sent through Payload's pool while `run` runs (plain reads and those of
 * transactions alike), so a test can hold a read to a number that does not grow with the rows.
 */
export async function countQueries<T>(
  payload: Payload,
  run: () => Promise<T>,
): Promise<{ result: T; queries: string[] }> {
  // The pool's own client class: the one every pooled connection is built from.
  const { prototype } = ((payload.db as unknown as PostgresAdapter).pool as unknown as { Client: typeof Client }).Client
  const queries: string[] = []
  const original = prototype.query
  prototype.query = function (this: Client, ...args: unknown[]) {
    const query = args[0]
    queries.push(typeof query === 'string' ? query : String((query as { text?: string } | null)?.text ?? ''))
    return (original as (...args: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    return { result: await run(), queries }
  } finally {
    prototype.query = original
  }
}
