export function relationId<T extends { id: number }>(value: number | T): number
export function relationId<T extends { id: number }>(value: number | T | null | undefined): number | undefined
export function relationId<T extends { id: number }>(value: number | T | null | undefined) {
  if (value === null || value === undefined) return undefined
  return typeof value === 'object' ? value.id : value
}

/** A positive whole id read from a form or a URL, else null. */
export function documentId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
