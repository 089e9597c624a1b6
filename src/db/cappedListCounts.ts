import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { MAX_LISTED_ROWS } from '@/domain/paging'

/** Set while the adapter reads a page of a list (`find`, `queryDrafts`): the count it runs is for `totalDocs`. */
const listRead = new AsyncLocalStorage<true>()

/**
 * A page of a list counts its rows for `totalDocs` up to `MAX_LISTED_ROWS`, the rows a page
 * number reaches (src/domain/paging.ts): Payload counted the whole table on every paginated read,
 * 76 ms for the 500,000 rows of the ledger (bench/results/scale.md), on the admin's list and
 * REST's page 1 alike. Past the cap `totalDocs` is `MAX_LISTED_ROWS` and the last page offered is
 * the last one a page number may read. Counts asked as counts (`payload.count`,
 * `/api/<collection>/count`, the capacity check) stay exact; so do counts with joins (a filter
 * on a relationship's fields), whose SQL Payload builds differently.
 */
export function capListCounts(payload: Payload) {
  const db = payload.db as unknown as PostgresAdapter
  const find = db.find.bind(db)
  const queryDrafts = db.queryDrafts.bind(db)
  const countDistinct = db.countDistinct.bind(db)
  db.find = (args) => listRead.run(true, () => find(args))
  db.queryDrafts = (args) => listRead.run(true, () => queryDrafts(args))
  db.countDistinct = async (args) => {
    if (!listRead.getStore() || args.joins.length > 0 || args.column) return countDistinct(args)
    const firstRows = args.db
      .select({ one: sql`1` })
      .from(db.tables[args.tableName])
      .where(args.where)
      .limit(MAX_LISTED_ROWS)
      .as('first_rows')
    const [row] = await args.db.select({ count: sql<string>`count(*)` }).from(firstRows)
    return Number(row?.count ?? 0)
  }
}
