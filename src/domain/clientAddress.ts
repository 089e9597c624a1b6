/**
 * Who is asking, for the per-client limits. The TCP peer is the only address nobody can forge;
 * `X-Forwarded-For` is believed only when that peer is one of our proxies, and only as far back
 * as the chain stays inside our proxies: each proxy appends the address it saw, so the entry
 * right of the last trusted hop is the client, and anything left of it is what the client wrote.
 */
export function clientAddress(options: {
  /** The socket's remote address. */
  peer: string | undefined
  /** The `X-Forwarded-For` header as received (absent, one value, or several joined). */
  forwardedFor: string | string[] | undefined
  /** The proxies' addresses (`TRUSTED_PROXIES`); empty: the peer is the client. */
  trustedProxies: readonly string[]
}): string {
  const peer = normalizeAddress(options.peer ?? '')
  if (!peer) return 'inconnue'
  const trusted = new Set(options.trustedProxies.map(normalizeAddress))
  if (!trusted.has(peer)) return peer
  const chain = [options.forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean)
  for (let index = chain.length - 1; index >= 0; index--) {
    if (!trusted.has(chain[index])) return chain[index]
  }
  // Only proxies in the chain (a health check from the proxy itself): the first hop asked.
  return chain[0] ?? peer
}

/**
 * The headers a proxy writes about the request it forwards: the host and scheme the client asked
 * for (`X-Forwarded-Host`, `-Proto`, `-Port`). Next believes them (a server action's origin check
 * compares the browser's Origin with `X-Forwarded-Host`), so like `X-Forwarded-For` they are
 * believed only from one of our proxies; from anyone else they are the client's own words, dropped.
 */
export const FORWARDED_REQUEST_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const

/** Whether the socket's peer is one of our proxies (`TRUSTED_PROXIES`), whose forwarded headers we believe. */
export const isTrustedProxy = (peer: string | undefined, trustedProxies: readonly string[]): boolean =>
  Boolean(peer) && trustedProxies.map(normalizeAddress).includes(normalizeAddress(peer ?? ''))

/** `TRUSTED_PROXIES` ("10.0.0.2, 10.0.0.3"): the addresses whose X-Forwarded-For we believe. */
export const trustedProxiesFrom = (setting: string | undefined) =>
  (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** One spelling per address: IPv4 seen through an IPv6 socket (`::ffff:10.0.0.2`) is IPv4. */
function normalizeAddress(address: string) {
  const trimmed = address.trim().toLowerCase()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed
}
