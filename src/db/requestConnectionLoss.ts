import { AsyncLocalStorage } from 'node:async_hooks'

/** What one request met of the database's faults: a statement or a connection lost for good. */
export type RequestFaults = { connectionLost: boolean }

// One store for the production server, which opens it around each request, and the app's pool,
// which writes to it: each loads its own copy of this module.
const STORE_KEY = Symbol.for('tryb.requestFaults')
const store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??=
  new AsyncLocalStorage<RequestFaults>()) as AsyncLocalStorage<RequestFaults>

/** Runs `handle` with `faults` as its request's record (the production server, for every request). */
export const watchRequestFaults = <T>(faults: RequestFaults, handle: () => T): T => store.run(faults, handle)

/**
 * Notes that the request running now lost a database connection it needed (a statement failed
 * with it, after the retry a read gets): its answer can no longer be trusted, whatever Payload
 * made of the failure (a 500, or a session lookup that saw "nobody"). Outside a request, nothing.
 */
export function noteRequestConnectionLoss() {
  const faults = store.getStore()
  if (faults) faults.connectionLost = true
}
