import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { noteConnectionLoss } from './connectionLosses'
import { retryLostReads } from './retryLostReads'

/**
 * node-postgres emits 'error' when a connection dies (a database restart, a failover, an
 * administrator ending sessions): on the pool for an idle connection, on the connection itself
 * for one a request is using. With no listener Node takes it for an uncaught exception. With
 * these, the pool drops the dead connection and opens a new one at the next query; the request
 * that was using it sees its query fail (a read outside a transaction is run again first,
 * `retryLostReads`), and answers the outage's 503.
 */
export function survivePoolErrors(payload: Payload) {
  const { pool } = payload.db as unknown as PostgresAdapter
  if (pool) retryLostReads(pool as unknown as Parameters<typeof retryLostReads>[0])
  pool?.on('error', (error) => {
    noteConnectionLoss()
    payload.logger.warn(`[db] connexion inactive perdue : ${error.message}`)
  })
  // On each checkout, since connections opened before this ran (Payload's start) are reused too.
  const watched = new WeakSet<object>()
  pool?.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', (error) => {
      noteConnectionLoss()
      payload.logger.warn(`[db] connexion perdue en cours d’usage : ${error.message}`)
    })
  })
}
