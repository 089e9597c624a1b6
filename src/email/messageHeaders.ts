/** Anything else is dropped, so a stored value can never start a header of its own. */
export function messageHeaders(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const kept = Object.entries(value).filter(
    (entry): entry is [string, string] =>
      /^[\w-]+$/.test(entry[0]) && typeof entry[1] === 'string' && !/[\r\n]/.test(entry[1]),
  )
  return kept.length > 0 ? Object.fromEntries(kept) : undefined
}
