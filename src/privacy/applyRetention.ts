import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { RETENTION_BATCH, retentionCutoff, type RetentionKind } from '@/domain/retention'
import { purgeEmailLog } from '@/outbox/purgeEmailLog'

import { ErasureRefused, eraseMember } from './eraseMember'

/** Applications erased per night: each is a whole erasure, in a transaction of its own. */
const APPLICATIONS_PER_RUN = 50

type Db = Awaited<ReturnType<typeof drizzleFor>>

/** `statement` deletes or empties at most RETENTION_BATCH rows and returns them; repeated until a short batch. */
async function inBatches(db: Db, statement: () => SQL): Promise<number> {
  let total = 0
  for (;;) {
    const { rows } = await db.execute(statement())
    total += rows.length
    if (rows.length < RETENTION_BATCH) return total
  }
}

/**
 * Every period of `RETENTION`, applied: idempotent (a second run finds nothing) and bounded
 * (batches of RETENTION_BATCH rows, each its own short statement).
 */
export async function applyRetention(
  payload: Payload,
  now = new Date(),
): Promise<Record<RetentionKind, number> & { total: number }> {
  const db = await drizzleFor(payload)
  const before = (kind: RetentionKind) => retentionCutoff(kind, now).toISOString()
  const limit = sql`limit ${RETENTION_BATCH}::int`

  const signInLinks = await inBatches(
    db,
    () => sql`delete from magic_link_tokens where id in (
      select id from magic_link_tokens where expires_at < ${before('signInLinks')} ${limit}) returning id`,
  )
  const sessions =
    (await inBatches(
      db,
      () => sql`delete from members_sessions where id in (
        select id from members_sessions where expires_at < ${before('sessions')} ${limit}) returning id`,
    )) +
    (await inBatches(
      db,
      () => sql`delete from users_sessions where id in (
        select id from users_sessions where expires_at < ${before('sessions')} ${limit}) returning id`,
    ))
  const rateLimits = await inBatches(
    db,
    () => sql`delete from rate_limits where id in (
      select id from rate_limits where reset_at < ${before('rateLimits')} ${limit}) returning id`,
  )
  const outbox = await purgeEmailLog(payload, now)
  // Their file's parts go with them (on delete cascade); a link is valid 7 days from the file, a day or so after the request.
  const dataExports = await inBatches(
    db,
    () => sql`delete from data_exports where id in (
      select id from data_exports where created_at < ${before('dataExports')}
        and (expires_at is null or expires_at < ${now.toISOString()}) ${limit}) returning id`,
  )
  const notifications = await inBatches(
    db,
    () => sql`delete from notifications where id in (
      select id from notifications where created_at < ${before('notifications')} ${limit}) returning id`,
  )
  const batch2List = await inBatches(
    db,
    () => sql`delete from batch2_waitlist where id in (
      select id from batch2_waitlist where created_at < ${before('batch2List')} ${limit}) returning id`,
  )
  const auditDetails = await inBatches(
    db,
    () => sql`update audit_log set notes = null, "from" = null, "to" = null where id in (
      select id from audit_log where created_at < ${before('auditDetails')}
        and (notes is not null or "from" is not null or "to" is not null) ${limit}) returning id`,
  )

  // Never accepted, untouched for the period: erased like a request (their ledger and decisions stay).
  const { rows: stale } = await db.execute(sql`
    select id from members
    where erased_at is null and activated_at is null and status <> 'active'
      and application_status <> 'accepted' and updated_at < ${before('unacceptedApplications')}
    order by updated_at, id limit ${APPLICATIONS_PER_RUN}::int`)
  let unacceptedApplications = 0
  for (const { id } of stale as { id: number }[]) {
    try {
      await eraseMember(payload, Number(id), { retention: true })
      unacceptedApplications += 1
    } catch (error) {
      if (!(error instanceof ErasureRefused)) throw error
    }
  }

  const counts = {
    signInLinks,
    sessions,
    rateLimits,
    outbox,
    notifications,
    batch2List,
    dataExports,
    unacceptedApplications,
    auditDetails,
    deletionRequests: 0,
  }
  return { ...counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) }
}
