import { statfs } from 'node:fs/promises'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type pg from 'pg'

import { drizzleFor } from '@/db/drizzleFor'
import { scheduleIntervalSeconds } from '@/domain/infrastructure/jobSchedules'
import { MEMBER_STATUSES } from '@/domain/members/memberOptions'
import { MODERATION_QUEUES } from '@/domain/moderation/moderationQueues'
import { PAYMENT_STATUSES } from '@/domain/payments/payments'
import { countModerationQueues } from '@/moderation/queues'
import { uploadDir } from '@/uploads/uploadDir'

import { trybMetrics } from './registry'

/** A scrape answers within this even when the database does not (then `tryb_database_up 0`). */
const SCRAPE_TIMEOUT_MS = 5_000

type Row = Record<string, unknown>
const number = (value: unknown) => Number(value ?? 0)

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), SCRAPE_TIMEOUT_MS).unref()),
  ])
}

/** The connections of this process's pool: what waits on it is what a full pool costs. */
function poolFigures(payload: Payload) {
  const metrics = trybMetrics()
  const pool = (payload.db as unknown as PostgresAdapter).pool as unknown as pg.Pool | undefined
  const gauge = metrics.gauge('tryb_db_pool_connections', "This process's database pool, by state", ['state'])
  gauge.reset()
  if (!pool) return
  gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
  gauge.set({ state: 'idle' }, pool.idleCount)
  gauge.set({ state: 'waiting' }, pool.waitingCount)
}

async function jobFigures(payload: Payload) {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<Row>(sql`
    select task_slug as task,
      count(*) filter (where completed_at is null and not coalesce(has_error, false)
        and coalesce(wait_until <= now(), true)) as waiting,
      count(*) filter (where completed_at is null and coalesce(has_error, false)) as failed,
      extract(epoch from max(completed_at) filter (where not coalesce(has_error, false))) as last_success
    from payload_jobs group by task_slug`)
  const { rows: outbox } = await db.execute<Row>(sql`
    select count(*) filter (where not coalesce(has_error, false)) as depth,
      extract(epoch from now() - min(created_at) filter (where not coalesce(has_error, false))) as oldest,
      count(*) filter (where coalesce(has_error, false)
        and input ? 'deliveryMessageEndAt' and not input ? 'deliveryAcceptedAt') as uncertain
    from payload_jobs where task_slug = 'sendEmail' and completed_at is null`)
  const metrics = trybMetrics()
  const waiting = metrics.gauge(
    'tryb_jobs_waiting',
    'Jobs due and not yet done (a scheduled run to come is not), by task',
    ['task'],
  )
  const failed = metrics.gauge('tryb_jobs_failed', 'Jobs whose every attempt failed, by task', ['task'])
  const lastSuccess = metrics.gauge(
    'tryb_job_last_success_timestamp_seconds',
    'When each task last completed without error (Unix time)',
    ['task'],
  )
  const interval = metrics.gauge(
    'tryb_job_schedule_interval_seconds',
    'The longest a scheduled task waits between two runs, from its cron',
    ['task'],
  )
  for (const gauge of [waiting, failed, lastSuccess, interval]) gauge.reset()
  const tasks = payload.config.jobs.tasks ?? []
  for (const task of tasks) {
    waiting.set({ task: task.slug }, 0)
    failed.set({ task: task.slug }, 0)
    const cron = task.schedule?.[0]?.cron
    if (cron) interval.set({ task: task.slug }, scheduleIntervalSeconds(cron))
  }
  for (const row of rows) {
    const task = String(row.task)
    waiting.set({ task }, number(row.waiting))
    failed.set({ task }, number(row.failed))
    if (row.last_success !== null) lastSuccess.set({ task }, number(row.last_success))
  }
  metrics.gauge('tryb_outbox_depth', 'E-mails queued and not yet sent').set(number(outbox[0]?.depth))
  metrics
    .gauge('tryb_outbox_oldest_unsent_age_seconds', 'Age of the oldest e-mail queued and not yet sent (0: none)')
    .set(number(outbox[0]?.oldest))
  metrics
    .gauge('tryb_outbox_uncertain', 'E-mails wholly sent whose server never answered: an admin decides')
    .set(number(outbox[0]?.uncertain))
}

async function communityFigures(payload: Payload) {
  const db = await drizzleFor(payload)
  const { rows: members } = await db.execute<Row>(sql`select status, count(*) as count from members group by status`)
  const { rows: payments } = await db.execute<Row>(sql`
    select status, count(*) as count, count(*) filter (where status = 'pending' and due_at <= now()) as late
    from payments group by status`)
  const metrics = trybMetrics()
  const byStatus = metrics.gauge('tryb_members', 'Members by status', ['status'])
  for (const status of MEMBER_STATUSES) byStatus.set({ status }, 0)
  for (const row of members) byStatus.set({ status: String(row.status) }, number(row.count))
  const paymentsByStatus = metrics.gauge('tryb_payments', 'Payments by status', ['status'])
  for (const status of PAYMENT_STATUSES) paymentsByStatus.set({ status }, 0)
  for (const row of payments) paymentsByStatus.set({ status: String(row.status) }, number(row.count))
  metrics
    .gauge('tryb_payments_late', 'Payments still pending past their due date')
    .set(payments.reduce((sum, row) => sum + number(row.late), 0))

  const rules = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const queues = await countModerationQueues(payload, rules)
  const size = metrics.gauge('tryb_moderation_queue_items', 'Items waiting in each moderation queue', ['queue'])
  const late = metrics.gauge('tryb_moderation_queue_late', 'Items past the promised delay, by queue', ['queue'])
  const age = metrics.gauge('tryb_moderation_queue_oldest_age_seconds', 'Age of the oldest item, by queue', ['queue'])
  const now = Date.now()
  for (const queue of MODERATION_QUEUES) {
    const figures = queues[queue]
    size.set({ queue }, figures.count)
    late.set({ queue }, figures.late ?? 0)
    age.set({ queue }, figures.oldest ? Math.max(0, (now - figures.oldest.getTime()) / 1000) : 0)
  }
}

/**
 * Local uploads only: with S3_BUCKET the store watches its own space. The disk the folder is (or
 * will be) on: before the first upload creates it, its nearest existing parent's, so the alert on
 * a full disk holds from the first day.
 */
async function uploadsDisk() {
  if (process.env.S3_BUCKET) return
  let folder = uploadDir('.')
  for (;;) {
    try {
      const disk = await statfs(folder)
      const metrics = trybMetrics()
      metrics.gauge('tryb_uploads_disk_free_bytes', "Free space on the uploads' disk").set(disk.bavail * disk.bsize)
      metrics.gauge('tryb_uploads_disk_size_bytes', "Size of the uploads' disk").set(disk.blocks * disk.bsize)
      return
    } catch {
      const parent = path.dirname(folder)
      if (parent === folder) return
      folder = parent
    }
  }
}

/** Brings every gauge read from the database up to date; a database that does not answer is `tryb_database_up 0`. */
export async function refreshDatabaseMetrics(payload: Payload) {
  const metrics = trybMetrics()
  poolFigures(payload)
  await uploadsDisk()
  const up = metrics.gauge('tryb_database_up', 'Whether the database answered this scrape (1) or not (0)')
  try {
    await withTimeout(Promise.all([jobFigures(payload), communityFigures(payload)]))
    up.set(1)
  } catch (error) {
    up.set(0)
    payload.logger.error(`[metrics] base injoignable : ${error instanceof Error ? error.message : String(error)}`)
  }
}
