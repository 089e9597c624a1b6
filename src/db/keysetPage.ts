import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { countUpTo } from '@/db/cappedListCounts'
import { COUNT_CAP, keysetSort, keysetWhere, type Cursor, type ListOrder } from '@/domain/listParams'

export type KeysetPage<T> = {
  docs: T[]
  /** Where the next page (further down the list) starts; null on the last page. */
  next: Cursor | null
  /** Where the previous page ends; null on the first page. */
  previous: Cursor | null
}

type Row = { id: number; createdAt: string }

const cursorAt = (row: Row, direction: Cursor['direction']): Cursor => ({
  createdAt: row.createdAt,
  id: row.id,
  direction,
})

/**
 * One page of a list sorted on (created_at, id) in `order` (newest first unless asked), read
 * from `cursor` through the index: `read` gets the filter, the sort and a limit one past the
 * page (to learn whether another page follows) and answers the rows. Going back reads the
 * other way, then reverses.
 */
export async function keysetPage<T extends Row>(
  read: (where: Where, sort: string[], limit: number) => Promise<T[]>,
  filter: Where | undefined,
  cursor: Cursor | null,
  pageSize: number,
  order: ListOrder = 'newest',
): Promise<KeysetPage<T>> {
  const conditions = [filter, cursor ? keysetWhere(cursor, order) : undefined].filter(
    (where): where is Where => !!where,
  )
  const rows = await read({ and: conditions }, keysetSort(cursor, order), pageSize + 1)
  const more = rows.length > pageSize
  const docs = rows.slice(0, pageSize)
  if (cursor?.direction === 'before') {
    docs.reverse()
    return {
      docs,
      previous: more && docs[0] ? cursorAt(docs[0], 'before') : null,
      next: docs.at(-1) ? cursorAt(docs.at(-1)!, 'after') : null,
    }
  }
  return {
    docs,
    previous: cursor && docs[0] ? cursorAt(docs[0], 'before') : null,
    next: more ? cursorAt(docs.at(-1)!, 'after') : null,
  }
}

/**
 * A page of an address written with a page number and no cursor (typed, or an old link), read
 * by offset once; its links continue by keyset.
 */
export async function offsetPage<T extends Row>(
  read: (where: Where, sort: string[], limit: number, page: number) => Promise<T[]>,
  filter: Where | undefined,
  page: number,
  pageSize: number,
  order: ListOrder = 'newest',
): Promise<KeysetPage<T>> {
  const docs = await read(filter ?? {}, keysetSort(null, order), pageSize, page)
  return {
    docs,
    previous: docs[0] ? cursorAt(docs[0], 'before') : null,
    next: docs.length === pageSize ? cursorAt(docs.at(-1)!, 'after') : null,
  }
}

export type CappedCount = { count: number; capped: boolean }

/**
 * The rows of `collection` under `where`, counted up to `COUNT_CAP` in one statement (a count of
 * the first `COUNT_CAP + 1` rows, src/db/cappedListCounts.ts): a whole table is never counted
 * to show "1 000+".
 */
export async function cappedCount(
  payload: Payload,
  collection: CollectionSlug,
  where: Where | undefined,
  access: { user: PayloadRequest['user']; overrideAccess: false },
): Promise<CappedCount> {
  const { totalDocs } = await countUpTo(COUNT_CAP + 1, () => payload.count({ collection, where, ...access }))
  return totalDocs > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: totalDocs, capped: false }
}
