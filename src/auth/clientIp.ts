/**
 * The visitor's address for per-client limits, as `scripts/server.ts` (the production server)
 * wrote it into X-Forwarded-For: the socket's peer, or the client behind our trusted proxies
 * (`src/domain/clientAddress.ts`), never what the client wrote itself. Under `next dev`, Next
 * fills the header from the socket when it is absent.
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
