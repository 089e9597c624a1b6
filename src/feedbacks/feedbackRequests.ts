import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { publicProjectPath } from '@/domain/projects/projectVisibility'

export type FeedbackRequest = { id: number; title: string; path: string; feedbacks: number }

/** One statement for the dashboard and the weekly digest. */
export async function openFeedbackRequests(payload: Payload, limit: number): Promise<FeedbackRequest[]> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select p.id, p.title, p.slug,
      (select count(*) from feedbacks f where f.project_id = p.id and f.status = 'visible')::int as feedbacks
    from projects p
    where p.request_type = 'feedback' and p.status = 'published' and p.slug is not null
      and not coalesce(p.feedback_closed, false)
    order by p.created_at desc, p.id desc
    limit ${limit}`)
  return (rows as { id: number; title: string; slug: string; feedbacks: number }[]).map((row) => ({
    id: Number(row.id),
    title: row.title,
    path: publicProjectPath(row.slug),
    feedbacks: row.feedbacks,
  }))
}
