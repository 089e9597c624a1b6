export function relationId<T extends { id: number }>(value: number | T): number
export function relationId<T extends { id: number }>(value: number | T | null | undefined): number | undefined
export function relationId<T extends { id: number }>(value: number | T | null | undefined) {
  if (value === null || value === undefined) return undefined
  return typeof value === 'object' ? value.id : value
}
