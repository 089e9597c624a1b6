import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestFaults = { connectionLost: boolean }

// One store for the production server, which opens it around each request, and the app's pool,
// which writes to it: each loads its own copy of this module.
const STORE_KEY = Symbol.for('tryb.requestFaults')
const store = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??=
  new AsyncLocalStorage<RequestFaults>()) as AsyncLocalStorage<RequestFaults>

export const watchRequestFaults = <T>(faults: RequestFaults, handle: () => T): T => store.run(faults, handle)

/** Its answer can no longer be trusted, whatever Payload made of the failure. */
export function noteRequestConnectionLoss() {
  const faults = store.getStore()
  if (faults) faults.connectionLost = true
}
