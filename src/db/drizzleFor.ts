import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/** Joins the request's transaction, so raw statements commit or roll back with the Payload writes around them. */
export async function drizzleFor(payload: Payload, req?: Partial<PayloadRequest>) {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}
