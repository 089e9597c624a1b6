export type RequestSignals = {
  origin: string | null
  secFetchSite: string | null
  secFetchMode: string | null
  secFetchDest: string | null
  /** Next's client names the server action it calls in this header. */
  nextAction?: string | null
  /** Unknown for a page render (Next gives a page its headers only). */
  method?: string
  pathname?: string
}

const SAFE_METHODS = new Set(['GET', 'HEAD'])

/**
 * Browsers add `Origin` to non-GET navigations and another site's script can
 * set no such headers, so SameSite=Lax may sign this in. REST never qualifies.
 */
export function isPageNavigationFromAnotherSite(signals: RequestSignals): boolean {
  if (signals.origin !== null) return false
  if (signals.secFetchSite !== 'cross-site') return false
  if (signals.secFetchMode !== 'navigate' || signals.secFetchDest !== 'document') return false
  if (signals.method !== undefined && !SAFE_METHODS.has(signals.method.toUpperCase())) return false
  return signals.pathname === undefined || !isApiPath(signals.pathname)
}

/**
 * A page read from a browser that sends no Fetch Metadata (Safari before 16.4, webviews, curl):
 * Payload refuses its cookie for lack of `Sec-Fetch-Site` (the only one it reads), signing the
 * member out of every page.
 * A page GET changes nothing, as for a navigation from another site; a write still needs an
 * `Origin` Payload checks (every browser sends one with a POST), and a server action is never one.
 */
export function isPageReadWithoutFetchMetadata(signals: RequestSignals): boolean {
  if (signals.origin !== null) return false
  if (signals.secFetchSite !== null) return false
  if (signals.nextAction != null) return false
  if (signals.method !== undefined && !SAFE_METHODS.has(signals.method.toUpperCase())) return false
  return signals.pathname === undefined || !isApiPath(signals.pathname)
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/**
 * Another site can trigger a GET, so one that changes something
 * requires this. Browsers without fetch metadata count as same-site.
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
    nextAction: headers.get('next-action'),
    method,
    pathname,
  }
}
