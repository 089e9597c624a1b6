import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export type FeedbackProject = {
  id: number
  title: string
  slug: string | null
  ownerId: number | null
  status: string
  requestType: string
  feedbackClosed: boolean
  betaPlaces: number
  betaInstructions: string | null
}

/**
 * Read without access checks (the owner is only compared, never shown); `forUpdate` locks the row so beta-test places
 * are counted under it.
 */
export async function feedbackProject(
  req: PayloadRequest,
  projectId: number,
  options: { forUpdate?: boolean } = {},
): Promise<FeedbackProject | null> {
  const db = await drizzleFor(req.payload, req)
  const lock = options.forUpdate ? sql` for update` : sql``
  const { rows } = await db.execute(sql`
    select id, title, slug, owner_id, status, request_type, coalesce(feedback_closed, false) as feedback_closed,
           coalesce(beta_places, 0)::int as beta_places, beta_instructions
    from projects where id = ${projectId}${lock}`)
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  return {
    id: Number(row.id),
    title: String(row.title),
    slug: (row.slug as string | null) ?? null,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    status: String(row.status),
    requestType: String(row.request_type),
    feedbackClosed: Boolean(row.feedback_closed),
    betaPlaces: Number(row.beta_places),
    betaInstructions: (row.beta_instructions as string | null) ?? null,
  }
}

export const takesFeedback = (project: FeedbackProject | null): project is FeedbackProject =>
  !!project && project.status === 'published' && project.requestType === 'feedback'

export const projectPath = (project: { slug: string | null; id: number }) =>
  project.slug ? `/p/${project.slug}` : '/communaute/feedbacks'
