/** Longest link accepted in a form: beyond it, no browser or social network produces one. */
export const MAX_URL_LENGTH = 2048

/**
 * A link a visitor can follow: it parses as a URL, uses http or https (never `javascript:` or
 * `data:`, which would run or smuggle content when an admin opens it) and names a real host.
 */
export function isWebUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
}
