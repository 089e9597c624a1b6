import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

type PoolInternals = { _clients: PoolClient[]; _idle: Array<{ client: PoolClient }> }

/**
 * Shuts a Payload instance down for good, so scripts and test workers exit cleanly.
 * `payload.destroy()` leaves the PostgreSQL pool open, and the adapter keeps one client checked
 * out for its reconnect logic, on which `pool.end()` would wait for ever: release it, then end.
 */
export async function closePayload(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await payload.destroy()
  if (!pool) return
  const internals = pool as unknown as PoolInternals
  const idle = new Set(internals._idle.map((item) => item.client))
  for (const client of internals._clients) if (!idle.has(client)) client.release()
  await pool.end()
}
