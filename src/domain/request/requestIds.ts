import { randomUUID } from 'node:crypto'

/** What a request id may be when a trusted proxy sends one (nginx's `$request_id`: 32 hex digits). */
const ACCEPTED = /^[A-Za-z0-9_-]{8,64}$/

/**
 * The id every log line of a request carries and its answer's `X-Request-Id` shows: the trusted
 * proxy's, so its access log and the app's agree, else a new one. A client's own is never taken.
 */
export function requestIdFor(fromProxy: string | string[] | undefined, trusted: boolean): string {
  const given = Array.isArray(fromProxy) ? fromProxy[0] : fromProxy
  return trusted && given && ACCEPTED.test(given) ? given : randomUUID()
}
