import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * node-postgres emits 'error' on the pool when an idle connection dies (a database restart, a
 * failover, an administrator ending sessions). With no listener Node takes it for an uncaught
 * error and the server process dies; with one, the pool drops that connection and opens a new
 * one at the next query, and the outage costs only the requests made during it.
 */
export function survivePoolErrors(payload: Payload) {
  const { pool } = payload.db as unknown as PostgresAdapter
  pool?.on('error', (error) => payload.logger.warn(`[db] connexion inactive perdue : ${error.message}`))
}
