import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { MAX_LISTED_ROWS } from '@/domain/paging'

/**
 * The rows a count may stop at, set while the adapter reads a page of a list (`find`,
 * `queryDrafts`: the count it runs is for `totalDocs`) or while `countUpTo` counts.
 */
const countCap = new AsyncLocalStorage<number>()

/**
 * `count` (a `payload.count`) counted up to `cap` rows in one statement: at most `cap`, and
 * `cap` means "that many or more". The bounded count behind the admin's "1 000+".
 */
export const countUpTo = <T>(cap: number, count: () => Promise<T>): Promise<T> => countCap.run(cap, count)

/**
 * A list page counts its rows for `totalDocs` only up to `MAX_LISTED_ROWS`, the rows a page number
 * reaches (src/domain/paging.ts): counting the whole ledger took 76 ms on every page. Counts asked
 * as counts (`payload.count`, `/count`) and counts with joins stay exact.
 */
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
