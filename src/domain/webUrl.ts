/** Longest link accepted in a form: beyond it, no browser or social network produces one. */
export const MAX_URL_LENGTH = 2048

/** Said of a stored link that is not one (a `javascript:` or `data:` link sent to the API). */
export const WEB_URL_MESSAGE = 'Lien invalide : seuls les liens http ou https sont acceptés.'

/** Never `javascript:` or `data:`, which would run or smuggle content when an admin opens it. */
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

export function parseWebUrl(value: string): URL | null {
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > MAX_URL_LENGTH) return null
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url : null
}

/** A bare "monsite.fr" is read as https://monsite.fr, which is what people mean. */
export function normalizeUrl(value: string): string | null {
  return parseWebUrl(value)?.toString() ?? null
}

/** Query parameters that only say where a click came from; two links differing by them are one. */
const TRACKING_PARAM =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|igsh|si|trk|trackingid|ref_src|ref_url)$/i

/** Only for comparing, never stored: scheme, `www.`, trailing slash and tracking parameters make no difference. */
export function urlMatchKey(value: string | URL): string | null {
  const url = typeof value === 'string' ? parseWebUrl(value) : value
  if (!url) return null
  const host = url.host.replace(/^www\./, '')
  const path = url.pathname.replace(/\/+$/, '')
  if (!url.search) return `${host}${path}`
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name))
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : ''
  return `${host}${path}${query}`
}
