import { SESSION_COOKIE } from './proxyBypass'

/**
 * The rules of the public pages' one-second microcache, the same as the proxy's
 * (`deploy/nginx/tryb.conf`, "The microcache"), for a server that has no proxy in front (`npm
 * start` on one machine): a spike on a page becomes one render a second, and the rest are served
 * as a file would be. A change may wait that second, as it does behind the proxy.
 */
export const MICROCACHE_MS = 1_000

/** The proxy's location of public pages, the same for everyone who is not signed in. */
export const MICROCACHED_PATH =
  /^\/(|charte|tarifs|communaute|p\/[^/]+|cgu|confidentialite|mentions-legales|apply|signup|login|sitemap\.xml|robots\.txt)$/

/** Answers the proxy keeps. */
const KEPT_STATUSES = new Set([200, 301, 302, 404])

/** A signed-in member or staff, or a draft preview: their own page, never shared. */
const PRIVATE_COOKIE = new RegExp(`(^|;)\\s*(${SESSION_COOKIE}|__prerender_bypass)=`)

/**
 * Request headers the page varies by, or that ask for something else than the whole page: the
 * client router's own fetches, a conditional or partial request. Any of them: past the cache.
 */
const BYPASSING_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'if-none-match',
  'if-modified-since',
  'range',
]

type RequestHeaders = Record<string, string | string[] | undefined>

/**
 * Where a request's answer is kept, or null when it must reach the app. The key holds what the
 * answer varies by: the method (a HEAD has no body), the Host, the path and query, and the
 * accepted encodings (the app compresses for the client).
 */
export function microcacheKey(method: string | undefined, url: string | undefined, headers: RequestHeaders) {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return null
  const query = url.indexOf('?')
  if (!MICROCACHED_PATH.test(query === -1 ? url : url.slice(0, query))) return null
  const cookie = headers.cookie
  if (typeof cookie === 'string' && PRIVATE_COOKIE.test(cookie)) return null
  if (BYPASSING_HEADERS.some((name) => headers[name] !== undefined)) return null
  return [method, headers.host ?? '', url, headers['accept-encoding'] ?? ''].join('\n')
}

/** Headers of the connection, not of the answer: each reply sets its own. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

export type KeptHeaders = Array<[string, string | string[]]>

/** The answer's headers to replay, or null when the answer is not kept (the proxy's rules). */
export function keptAnswerHeaders(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
): KeptHeaders | null {
  if (!KEPT_STATUSES.has(status) || headers['set-cookie'] !== undefined) return null
  return Object.entries(headers).flatMap(([name, value]): KeptHeaders =>
    value === undefined || HOP_HEADERS.has(name) ? [] : [[name, typeof value === 'number' ? String(value) : value]],
  )
}
