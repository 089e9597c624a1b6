/**
 * The TCP peer is the only unforgeable address; `X-Forwarded-For`
 * is read right to left only while hops are our proxies.
 */
export function clientAddress(options: {
  peer: string | undefined
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

/** Next believes these (its origin check uses `X-Forwarded-Host`), so they are kept only from our proxies. */
export const FORWARDED_REQUEST_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'] as const

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
