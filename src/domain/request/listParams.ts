/**
 * Read with the same rules everywhere (first value of a repeated
 * key, unknown means default), written back without defaults.
 */

import type { Where } from 'payload'

export type SearchParams = Record<string, string | string[] | undefined>

export type FilterOptions<T extends string> = Record<T, { label: string; param?: string }>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** `?page=N` as a page number: 1 to 999999 in digits; anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = first(value)
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

export function optionParam<T extends string>(
  options: FilterOptions<T>,
  value: string | string[] | undefined,
  fallback: T,
): T {
  const param = first(value)
  return (Object.keys(options) as T[]).find((key) => options[key].param === param) ?? fallback
}

export function listHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** Keyset reads a page through the index at any depth, where OFFSET reads every row before it. */
export type Cursor = { createdAt: string; id: number; direction: 'after' | 'before' }

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

export const cursorValues = (cursor: Cursor | null): Record<string, string | undefined> =>
  cursor ? { [CURSOR_KEYS[cursor.direction]]: `${cursor.createdAt}_${cursor.id}` } : {}

/** Counts of a list stop here: "1 000+" reads as well as an exact figure no one needs. */
export const COUNT_CAP = 1000

export const cappedCountLabel = (count: number, capped: boolean): string =>
  capped ? `${new Intl.NumberFormat('fr-FR').format(COUNT_CAP)}+` : String(count)

export type ListOrder = 'newest' | 'oldest'

export const ORDER_OPTIONS: FilterOptions<ListOrder> = {
  newest: { label: 'Plus récents d’abord' },
  oldest: { label: 'Plus anciens d’abord', param: 'anciens' },
}

export const orderParam = (params: SearchParams): ListOrder => optionParam(ORDER_OPTIONS, params.ordre, 'newest')

export const orderValues = (order: ListOrder): Record<string, string | undefined> => ({
  ordre: ORDER_OPTIONS[order].param,
})

/** The bare `created_at` bound lets the index start at the cursor; the pair settles rows sharing an instant. */
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

export function keysetSort(cursor: Cursor | null, order: ListOrder = 'newest'): string[] {
  const backwards = cursor?.direction === 'before'
  return backwards === (order === 'newest') ? ['createdAt', 'id'] : ['-createdAt', '-id']
}
