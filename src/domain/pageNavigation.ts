/** The request headers a browser's fetch metadata puts on a request, as far as we read them. */
export type RequestSignals = {
  origin: string | null
  secFetchSite: string | null
  secFetchMode: string | null
  secFetchDest: string | null
  /** Unknown for a page render (Next gives a page its headers only). */
  method?: string
  /** Unknown for a page render. */
  pathname?: string
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * A link followed from another site (a webmail, a chat) to one of our pages: a top-level GET of a
 * document with no `Origin`. Browsers add `Origin` to every navigation that is not a GET or HEAD,
 * and a script of another site can neither set these headers nor read the page it opens, so the
 * session cookie (SameSite=Lax, which the browser sends here) may sign such a request in.
 * The REST API is never one: its writes, and server actions, stay same-origin only.
 */
export function isPageNavigationFromAnotherSite(signals: RequestSignals): boolean {
  if (signals.origin !== null) return false
  if (signals.secFetchSite !== 'cross-site') return false
  if (signals.secFetchMode !== 'navigate' || signals.secFetchDest !== 'document') return false
  if (signals.method !== undefined && !SAFE_METHODS.has(signals.method.toUpperCase())) return false
  if (signals.pathname !== undefined && (signals.pathname === '/api' || signals.pathname.startsWith('/api/'))) {
    return false
  }
  return true
}

/**
 * A request our own pages sent, or one typed in the address bar: what a GET that changes
 * something (marking a notification read) requires, since another site can trigger a GET.
 * A browser old enough to send no fetch metadata counts as same-site.
 */
export function isSameSiteRequest(secFetchSite: string | null): boolean {
  return (
    secFetchSite === null || secFetchSite === 'same-origin' || secFetchSite === 'same-site' || secFetchSite === 'none'
  )
}

export function requestSignals(headers: Headers, method?: string, pathname?: string): RequestSignals {
  return {
    origin: headers.get('origin'),
    secFetchSite: headers.get('sec-fetch-site'),
    secFetchMode: headers.get('sec-fetch-mode'),
    secFetchDest: headers.get('sec-fetch-dest'),
    method,
    pathname,
  }
}
