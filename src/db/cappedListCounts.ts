import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { MAX_LISTED_ROWS } from '@/domain/request/paging'

/**
 * On globalThis: the production build holds several copies of this
 * module, and a view's cap was set where the adapter never looked.
 */
const STORE_KEY = Symbol.for('tryb.countCap')
const countCap = ((globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<number> })[STORE_KEY] ??=
  new AsyncLocalStorage<number>()) as AsyncLocalStorage<number>

export const countUpTo = <T>(cap: number, count: () => Promise<T>): Promise<T> => countCap.run(cap, count)

/** Counting the whole ledger took 76 ms on every page; `payload.count` stays exact. */
export function capListCounts(payload: Payload) {
  const db = payload.db as unknown as PostgresAdapter
  const find = db.find.bind(db)
  const queryDrafts = db.queryDrafts.bind(db)
  const countDistinct = db.countDistinct.bind(db)
  db.find = (args) => countCap.run(MAX_LISTED_ROWS, () => find(args))
  db.queryDrafts = (args) => countCap.run(MAX_LISTED_ROWS, () => queryDrafts(args))
  db.countDistinct = async (args) => {
    const cap = countCap.getStore()
    if (cap === undefined || args.joins.length > 0 || args.column) return countDistinct(args)
    const firstRows = args.db
      .select({ one: sql`1` })
      .from(db.tables[args.tableName])
      .where(args.where)
      .limit(cap)
      .as('first_rows')
    const [row] = await args.db.select({ count: sql<string>`count(*)` }).from(firstRows)
    return Number(row?.count ?? 0)
  }
}
