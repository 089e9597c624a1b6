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

/** The statements sent through Payload's pool while `run` runs, with their parameters (to EXPLAIN one). */
export async function captureStatements<T>(
  payload: Payload,
  run: () => Promise<T>,
): Promise<{ result: T; statements: { text: string; values: unknown[] }[] }> {
  const { prototype } = ((payload.db as unknown as PostgresAdapter).pool as unknown as { Client: typeof Client }).Client
  const statements: { text: string; values: unknown[] }[] = []
  const original = prototype.query
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [query, values] = args as [string | { text?: string; values?: unknown[] }, unknown]
    if (typeof query === 'string') statements.push({ text: query, values: Array.isArray(values) ? values : [] })
    else
      statements.push({
        text: String(query?.text ?? ''),
        values: query?.values ?? (Array.isArray(values) ? values : []),
      })
    return (original as (...args: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    return { result: await run(), statements }
  } finally {
    prototype.query = original
  }
}
