import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { noteConnectionLoss } from './connectionLosses'
import { retryLostReads } from './retryLostReads'

/** With no listener Node takes a dead connection for an uncaught exception; with these the pool replaces it. */
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
