/**
 * Never what the client wrote itself: `scripts/server.ts` sets X-Forwarded-For from the socket or our trusted proxies.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop()
  return last || 'inconnue'
}
