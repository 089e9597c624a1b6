import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

type PoolInternals = { _clients: PoolClient[]; _idle: Array<{ client: PoolClient }> }

/** How long the queries still running (an after-commit callback, a job's last step) get to finish. */
const DRAIN_TIMEOUT_MS = 10_000

const busyClients = (internals: PoolInternals) => {
  const idle = new Set(internals._idle.map((item) => item.client))
  return internals._clients.filter((client) => !idle.has(client))
}

/** `payload.destroy()` leaves one client checked out, on which `pool.end()` waits for ever. */
export async function closePayload(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await payload.destroy()
  if (!pool) return
  const internals = pool as unknown as PoolInternals
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  while (busyClients(internals).length > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (const client of busyClients(internals)) client.release()
  await pool.end()
}
