import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { countUpTo } from '@/db/cappedListCounts'
import { COUNT_CAP, keysetSort, keysetWhere, type Cursor, type ListOrder } from '@/domain/request/listParams'

export type KeysetPage<T> = {
  docs: T[]
  next: Cursor | null
  previous: Cursor | null
}

type Row = { id: number; createdAt: string }

const cursorAt = (row: Row, direction: Cursor['direction']): Cursor => ({
  createdAt: row.createdAt,
  id: row.id,
  direction,
})

/** Reads one row past the page to learn whether another follows; going back reads the other way, then reverses. */
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

/** For an old link with a page number: offset once, then keyset. */
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

/** A whole table is never counted to show "1 000+". */
export async function cappedCount(
  payload: Payload,
  collection: CollectionSlug,
  where: Where | undefined,
  access: { user: PayloadRequest['user']; overrideAccess: false },
): Promise<CappedCount> {
  const { totalDocs } = await countUpTo(COUNT_CAP + 1, () => payload.count({ collection, where, ...access }))
  return totalDocs > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: totalDocs, capped: false }
}
