import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type pg from 'pg'

import { noteConnectionLoss } from './connectionLosses'
import { retryLostReads } from './retryLostReads'

type PoolInternals = { _clients: pg.PoolClient[]; _idle: Array<{ client: pg.PoolClient }> }

/**
 * Payload's adapter checks a connection out when it starts and never gives it back (one slot of the
 * pool lost, and dead after a database restart), and checks out another for good after each
 * network reset of it. Given back at start, and stripped of the adapter's listener.
 */
function giveBackConnectionsHeldAtStart(pool: pg.Pool) {
  const { _clients, _idle } = pool as unknown as PoolInternals
  const held = _clients.filter((client) => !_idle.some((item) => item.client === client))
  for (const client of held) {
    client.removeAllListeners('error')
    client.release()
  }
}

/** With no listener Node takes a dead connection for an uncaught exception; with these the pool replaces it. */
export function survivePoolErrors(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool as unknown as pg.Pool | undefined
  if (!pool) return
  giveBackConnectionsHeldAtStart(pool)
  retryLostReads(pool)
  pool.on('error', (error) => {
    noteConnectionLoss()
    payload.logger.warn(`[db] connexion inactive perdue : ${error.message}`)
  })
  // On each checkout, since connections opened before this ran (Payload's start) are reused too.
  const watched = new WeakSet<object>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', (error) => {
      noteConnectionLoss()
      payload.logger.warn(`[db] connexion perdue en cours d’usage : ${error.message}`)
    })
  })
}
