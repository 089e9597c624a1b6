/**
 * The address of a paged, filtered list — the member's /contributions, the community's "Voir
 * tout" lists and the admin's moderation views: read with the same rules everywhere (the first
 * value of a repeated key; anything unknown is the default) and written back leaving defaults out.
 */

import type { Where } from 'payload'

/** The query of an address as Next hands it to a page: a key may be missing or repeated. */
export type SearchParams = Record<string, string | string[] | undefined>

/** What a filter shows for each of its values, and its value in the address (none for the default). */
export type FilterOptions<T extends string> = Record<T, { label: string; param?: string }>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** `?page=N` as a page number: 1 to 999999 in digits; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = first(value)
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** The option whose address value is `value`; `fallback` when none is. */
export function optionParam<T extends string>(
  options: FilterOptions<T>,
  value: string | string[] | undefined,
  fallback: T,
): T {
  const param = first(value)
  return (Object.keys(options) as T[]).find((key) => options[key].param === param) ?? fallback
}

/** `path` with the given filter values (defaults passed as undefined are left out) and the page after the first. */
export function listHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/**
 * Where a deep list resumes: the (created_at, id) of the row next to the page, and on which
 * side. Keyset paging reads a page through the index whatever its depth, where OFFSET would read
 * and skip every row before it.
 */
export type Cursor = { createdAt: string; id: number; direction: 'after' | 'before' }

/** The address keys of a cursor: `apres` continues down the list, `avant` goes back up. */
const CURSOR_KEYS = { after: 'apres', before: 'avant' } as const

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_(\d{1,12})$/

/** `?apres=` or `?avant=` (an ISO instant, `_`, an id) as a cursor; null for anything else. */
export function cursorParam(params: SearchParams): Cursor | null {
  for (const direction of ['after', 'before'] as const) {
    const match = first(params[CURSOR_KEYS[direction]])?.match(CURSOR_PATTERN)
    if (match && !Number.isNaN(Date.parse(match[1]))) return { createdAt: match[1], id: Number(match[2]), direction }
  }
  return null
}

/** The address values of a cursor, to merge into `listHref`'s parameters. */
export const cursorValues = (cursor: Cursor | null): Record<string, string | undefined> =>
  cursor ? { [CURSOR_KEYS[cursor.direction]]: `${cursor.createdAt}_${cursor.id}` } : {}

/** Counts of a list stop here: "1 000+" reads as well as an exact figure no one needs. */
export const COUNT_CAP = 1000

/** A capped count as the lists show it: exact below the cap, "1 000+" at it. */
export const cappedCountLabel = (count: number, capped: boolean): string =>
  capped ? `${new Intl.NumberFormat('fr-FR').format(COUNT_CAP)}+` : String(count)

/**
 * Which end of a list sorted on (created_at, id) comes first: the newest (the default), or the
 * oldest — the moderation views' "sort by age", the longest-waiting item at the top.
 */
export type ListOrder = 'newest' | 'oldest'

/** The order's label and its value in the address (`?ordre=anciens`; none for the default). */
export const ORDER_OPTIONS: FilterOptions<ListOrder> = {
  newest: { label: 'Plus récents d’abord' },
  oldest: { label: 'Plus anciens d’abord', param: 'anciens' },
}

/** `?ordre=` as an order; anything unknown is newest first. */
export const orderParam = (params: SearchParams): ListOrder => optionParam(ORDER_OPTIONS, params.ordre, 'newest')

/** The address value of an order, to merge into `listHref`'s parameters (`ordre`). */
export const orderValues = (order: ListOrder): Record<string, string | undefined> => ({
  ordre: ORDER_OPTIONS[order].param,
})

/**
 * The rows past `cursor` in a list sorted on (created_at, id) in `order`: the bare
 * `created_at` bound lets the index on (filter, created_at) start at the cursor; the pair
 * settles rows sharing an instant. "After" is further down the list: older rows when the
 * newest come first, newer ones when the oldest do.
 */
export function keysetWhere(cursor: Cursor, order: ListOrder = 'newest'): Where {
  const older = (cursor.direction === 'after') === (order === 'newest')
  const bound = older ? 'less_than' : 'greater_than'
  return {
    and: [
      { createdAt: { [`${bound}_equal`]: cursor.createdAt } },
      {
        or: [
          { createdAt: { [bound]: cursor.createdAt } },
          { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { [bound]: cursor.id } }] },
        ],
      },
    ],
  }
}

/** The sort that reads a keyset page in `order`; going back reads the other way (then reversed). */
export function keysetSort(cursor: Cursor | null, order: ListOrder = 'newest'): string[] {
  const backwards = cursor?.direction === 'before'
  return backwards === (order === 'newest') ? ['createdAt', 'id'] : ['-createdAt', '-id']
}
