import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

type PoolInternals = { _clients: PoolClient[]; _idle: Array<{ client: PoolClient }> }

/** How long the queries still running (an after-commit callback, a job's last step) get to finish. */
const DRAIN_TIMEOUT_MS = 10_000
/** How long the pool then waits for their holders to give back the connections it closed. */
const END_TIMEOUT_MS = 5_000

const busyClients = (internals: PoolInternals) => {
  const idle = new Set(internals._idle.map((item) => item.client))
  return internals._clients.filter((client) => !idle.has(client))
}

/**
 * Stops Payload, then its pool once the queries still running have ended. A connection still lent
 * after the drain is closed, never given back here: its holder gives it back when its query fails,
 * and a second give-back is an uncaught exception in pg-pool ("Release called on client which has
 * already been released"), seen on CI when a file's last query outlived its tests. (The adapter's
 * own connection, held for good since its start, was given back then: `survivePoolErrors`.)
 */
export async function closePayload(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await payload.destroy()
  if (!pool) return
  const internals = pool as unknown as PoolInternals
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  while (busyClients(internals).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const stuck = busyClients(internals)
  if (stuck.length > 0) payload.logger.warn(`[db] ${stuck.length} connexion(s) encore occupée(s) à l’arrêt : fermée(s)`)
  for (const client of stuck) void client.end().catch(() => undefined)
  const ended = pool.end()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, END_TIMEOUT_MS)))])
  clearTimeout(timer)
}
