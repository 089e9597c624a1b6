import { sql } from 'drizzle-orm'
import { Forbidden, type Payload, type PayloadRequest } from 'payload'
import { cache } from 'react'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { lateBefore, type ModerationDelays } from '@/domain/moderation/moderationDelays'
import {
  MODERATION_QUEUES,
  QUEUE_DEFINITIONS,
  type ModerationQueue,
  type QueueFigures,
} from '@/domain/moderation/moderationQueues'

export type ModerationQueues = Record<ModerationQueue, QueueFigures>

type Row = { queue: ModerationQueue; count: string | number; oldest: string | Date | null; late: string | number }

/**
 * One SQL statement whatever the tables' sizes. No access check:
 * callers are the gated `moderationQueues` and the daily late job.
 */
export async function countModerationQueues(
  payload: Payload,
  delays: ModerationDelays,
  now: Date = new Date(),
): Promise<ModerationQueues> {
  const db = await drizzleFor(payload)
  const bound = (queue: ModerationQueue) => {
    const delay = QUEUE_DEFINITIONS[queue].delay
    return delay ? lateBefore(now, delays[delay]).toISOString() : null
  }
  // A null bound counts nothing late: the queue has no promised delay.
  const figures = (queue: ModerationQueue) =>
    sql`select ${queue}::text as queue, count(*) as count, min(created_at) as oldest,
        count(*) filter (where created_at < ${bound(queue)}::timestamptz) as late`
  const { rows } = await db.execute<Row>(sql`
    ${figures('visibility')} from projects where status = 'pending' and request_type = 'visibility'
    union all ${figures('feedback')} from projects where status = 'pending' and request_type = 'feedback'
    union all ${figures('actions')} from declared_actions where status = 'pending'
    union all ${figures('applications')} from members where status = 'waitlist'
    union all ${figures('reports')} from project_reports where processed_at is null
    union all select ${'flaggedFeedbacks'}::text, count(distinct feedback_id), min(created_at), 0
      from feedback_reports where status = 'open'`)
  const byQueue = new Map(rows.map((row) => [row.queue, row]))
  return Object.fromEntries(
    MODERATION_QUEUES.map((queue) => {
      const row = byQueue.get(queue)
      const figuresOf: QueueFigures = {
        count: Number(row?.count ?? 0),
        oldest: row?.oldest ? new Date(row.oldest) : null,
        late: QUEUE_DEFINITIONS[queue].delay ? Number(row?.late ?? 0) : null,
      }
      return [queue, figuresOf]
    }),
  ) as ModerationQueues
}

export async function moderationQueues(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  now: Date = new Date(),
): Promise<ModerationQueues> {
  if (!isAdmin(user ?? null)) throw new Forbidden()
  const rules = await payload.findGlobal({ slug: 'rules', depth: 0 })
  return countModerationQueues(payload, rules, now)
}

/** The rules, read once per render whatever reads them (the queues' delays, the cockpit's thresholds). */
export const rulesForRender = cache((payload: Payload) => payload.findGlobal({ slug: 'rules', depth: 0 }))

const countsForRender = cache(async (payload: Payload) => countModerationQueues(payload, await rulesForRender(payload)))

/** React's `cache` shares one read between the menu's badges and the home's panel within a render. */
export function queuesForRender(payload: Payload, user: PayloadRequest['user'] | undefined) {
  if (!isAdmin(user ?? null)) throw new Forbidden()
  return countsForRender(payload)
}
