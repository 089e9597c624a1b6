/** Class 08 is also what PgBouncer sends when the server under it went away. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03'])
const isLostConnectionCode = (code: string) => SHUTDOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)

/** The socket's own failures, and node-postgres's words for a connection that died under it. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'])
const LOST_CONNECTION_MESSAGE =
  /Connection terminated|connection error and is not queryable|Client was closed|terminating connection/i

/**
 * Drizzle and Payload wrap the driver's error, so causes are
 * followed; the request deserves the outage's 503, not a 500.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (isLostConnectionCode(code) || LOST_SOCKET_CODES.has(code))) return true
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}

/** node-postgres's pool giving up on a connection (all in use past its timeout, or none opening). */
const NO_CONNECTION_MESSAGE = /timeout exceeded when trying to connect/i

/** Payload rewrites a failed transaction start as "cannot begin transaction: …" with the pool's words. */
export function isNoConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { message, cause } = current as { message?: unknown; cause?: unknown }
    if (typeof message === 'string' && NO_CONNECTION_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}
