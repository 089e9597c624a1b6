/**
 * The address of a paged, filtered list — the member's /contributions, the community's "Voir
 * tout" lists and the admin's moderation views: read with the same rules everywhere (the first
 * value of a repeated key; anything unknown is the default) and written back leaving defaults out.
 */

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
