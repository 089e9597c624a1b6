import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export type Limit = { max: number; windowSeconds: number }

export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

/**
 * One statement so concurrent servers never lose a hit; outside any transaction, because a refused login rolls back and
 * its hit must not.
 */
export async function hit(payload: Payload, key: string, limit: Limit): Promise<LimitResult> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at, created_at, updated_at)
    values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}), now(), now())
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + make_interval(secs => ${limit.windowSeconds}) else rate_limits.reset_at end,
      updated_at = now()
    returning hits::int as hits, greatest(0, ceil(extract(epoch from reset_at - now())))::int as retry_after`)
  const row = rows[0] as { hits: number; retry_after: number }
  return { allowed: row.hits <= limit.max, retryAfterSeconds: row.retry_after }
}

/** A lockout is checked before a login and counted only when the login fails. */
export async function isOverLimit(payload: Payload, key: string, limit: Limit): Promise<LimitResult> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select hits::int as hits, greatest(0, ceil(extract(epoch from reset_at - now())))::int as retry_after
    from rate_limits where key = ${key} and reset_at > now()`)
  const row = rows[0] as { hits: number; retry_after: number } | undefined
  return { allowed: !row || row.hits < limit.max, retryAfterSeconds: row?.retry_after ?? 0 }
}

export async function clearLimit(payload: Payload, key: string): Promise<void> {
  const db = await drizzleFor(payload)
  await db.execute(sql`delete from rate_limits where key = ${key}`)
}
