import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

import { deliveryLeaseRenewalMs, deliveryLeaseSeconds } from './timings'

/** Written in the job's input, each in its own commit, so `recoverStuckJobs` can read how far a dead runner got. */
const lease = () => sql`make_interval(secs => ${deliveryLeaseSeconds()})`

/** One conditional UPDATE: only one runner gets the row back, and never for a delivered message. */
export async function takeDeliveryLease(payload: Payload, jobId: number | string): Promise<boolean> {
  const db = await drizzleFor(payload)
  const result = await db.execute(sql`
    update payload_jobs
    set input = coalesce(input, '{}'::jsonb) || jsonb_build_object('deliveryLeaseUntil', now() + ${lease()})
    where id = ${jobId}
      and completed_at is null
      and not coalesce(input, '{}'::jsonb) ? 'deliveryAcceptedAt'
      and coalesce((input ->> 'deliveryLeaseUntil')::timestamptz < now(), true)
    returning id`)
  return result.rows.length === 1
}

/** An exchange may wait minutes for the server's reply. */
export function keepDeliveryLease(payload: Payload, jobId: number | string): () => void {
  const renew = async () => {
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update payload_jobs
      set input = input || jsonb_build_object('deliveryLeaseUntil', now() + ${lease()}), updated_at = now()
      where id = ${jobId} and completed_at is null`)
  }
  const timer = setInterval(() => {
    renew().catch((error: Error) => payload.logger.warn(`[outbox] bail d’envoi non renouvelé : ${error.message}`))
  }, deliveryLeaseRenewalMs())
  return () => clearInterval(timer)
}

/** After a certain failure: the retry may take the message and send it whole again. */
export async function releaseDeliveryLease(payload: Payload, jobId: number | string) {
  const db = await drizzleFor(payload)
  await db.execute(
    sql`update payload_jobs set input = input - 'deliveryLeaseUntil' - 'deliveryMessageEndAt' where id = ${jobId}`,
  )
}

export async function recordMessageEnd(payload: Payload, jobId: number | string) {
  const db = await drizzleFor(payload)
  await db.execute(
    sql`update payload_jobs set input = input || jsonb_build_object('deliveryMessageEndAt', now()) where id = ${jobId}`,
  )
}

/** Also clears an "uncertain" mark recovery may have set on a runner it took for dead. */
export async function recordAcceptance(payload: Payload, jobId: number | string, serverReply: string) {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    update payload_jobs
    set input = input || jsonb_build_object('deliveryAcceptedAt', now(), 'deliveryReply', ${serverReply}::text),
        has_error = false, error = null
    where id = ${jobId}`)
}
