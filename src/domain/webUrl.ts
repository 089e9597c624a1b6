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

/**
 * A link typed in a form, as stored: trimmed, and a bare "monsite.fr" read as
 * https://monsite.fr (what people mean); null when it is not a web link.
 */
export function normalizeUrl(value: string): string | null {
  const trimmed = value.trim()
  if (!trimmed) return null
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  return isWebUrl(candidate) ? new URL(candidate).toString() : null
}
