import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { promisedViews } from '@/domain/reports/impactReport'
import { UNDER_PROMISE_LIMIT, UNDER_PROMISE_RECENT_DAYS } from '@/domain/reports/reach'
import type { SignedInAdmin } from '@/auth/signedInAdmin'

export type UnderPromiseCampaign = { projectId: number; title: string; views: number; reportedAt: string }

/**
 * The latest figure, as the report shows it, judged against the promise's low end; recent ones
 * only, so the list is what is still worth following up. Two statements whatever the campaigns.
 */
export async function campaignsUnderPromise(payload: Payload, admin: SignedInAdmin, now = new Date()) {
  const none = {
    campaigns: [] as UnderPromiseCampaign[],
    total: 0,
    promise: null as { min: number; max: number } | null,
  }
  if (!isAdmin(admin)) return none
  const pricing = await payload.findGlobal({ slug: 'pricing', depth: 0, select: { claims: true } })
  const promise = promisedViews(pricing.claims?.items ?? [])
  if (!promise) return none
  const since = new Date(now.getTime() - UNDER_PROMISE_RECENT_DAYS * 86_400_000).toISOString()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    with latest as (
      select distinct on (r.project_id) r.project_id, r.reported_views, r.created_at
      from project_reports r
      where r.reported_views is not null
      order by r.project_id, r.created_at desc, r.id desc
    )
    select p.id, p.title, l.reported_views, l.created_at, count(*) over () as total
    from latest l join projects p on p.id = l.project_id
    where p.request_type = 'visibility' and l.reported_views < ${promise.min} and l.created_at >= ${since}
    order by l.created_at desc, p.id desc
    limit ${UNDER_PROMISE_LIMIT}`)
  const found = rows as {
    id: number
    title: string
    reported_views: number | string
    created_at: string | Date
    total: number | string
  }[]
  return {
    promise,
    total: found.length ? Number(found[0].total) : 0,
    campaigns: found.map((row) => ({
      projectId: Number(row.id),
      title: row.title,
      views: Number(row.reported_views),
      reportedAt: new Date(row.created_at).toISOString(),
    })),
  }
}
