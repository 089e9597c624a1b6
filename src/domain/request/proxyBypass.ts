import { needsDatabase } from '../infrastructure/outage'

/**
 * The mark the production server (`scripts/server.ts`) sets on a request `src/proxy.ts` would
 * pass through unchanged, and that the proxy's matcher leaves out: for a cached page, Next's
 * running of a proxy cost more than serving the page (`bench/README.md`, "The app alone").
 * Its value is a control character, which Node's HTTP parser refuses from a client (a French
 * 400), so no request can arrive marked, whatever server runs the build.
 */
export const PROXY_SKIP_HEADER = 'x-tryb-proxy-skip'
export const PROXY_SKIP_VALUE = '\u0001'

/** Payload's session cookie (its default prefix), members' and staff's alike. */
export const SESSION_COOKIE = 'payload-token'

/** A project page holds one segment, the slug. */
export const PROJECT_PAGE = /^\/p\/([^/]+)$/

/**
 * A path of plain segments: no percent-encoding, no dot segment, no empty segment, no
 * backslash — one that Next's URL parsing gives back unchanged as `nextUrl.pathname`.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/

/**
 * Whether `src/proxy.ts` has nothing to do for this request, checked on the raw request line
 * and Cookie header: a GET or HEAD (no method to refuse, no body to cap) of a plain path and a
 * query without percent-encoding (nothing that fails to decode, no NUL) that needs no database
 * (no outage answer), and not a project page with a session cookie (its preview rewrite). In
 * any doubt, false: the proxy runs.
 */
export function skipsProxy(method: string | undefined, url: string | undefined, cookie?: string): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !url || url.includes('%')) return false
  const query = url.indexOf('?')
  const pathname = query === -1 ? url : url.slice(0, query)
  if (!PLAIN_PATH.test(pathname) || needsDatabase(method, pathname)) return false
  return !(PROJECT_PAGE.test(pathname) && cookie?.includes(SESSION_COOKIE))
}
