import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import type { Project } from '@/payload-types'

const SETTINGS = ['feedback_closed', 'beta_places', 'beta_instructions'] as const

/**
 * Places never go below the testers already accepted, whatever the door. The project's row is
 * locked before counting, as an acceptance locks it: lowering the places and accepting a tester
 * at the same time cannot both pass.
 */
export const guardFeedbackSettings: CollectionBeforeChangeHook<Project> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const touched = SETTINGS.filter((field) => field in data && (data[field] ?? null) !== (originalDoc?.[field] ?? null))
  if (touched.length === 0) return data
  const requestType = data.request_type ?? originalDoc?.request_type
  const offersNothing = !data.feedback_closed && !data.beta_places && !data.beta_instructions
  if (requestType !== 'feedback' && !offersNothing) throw new APIError(FEEDBACK_MESSAGES.feedbackOnly, 400, null, true)
  if (operation !== 'update' || !originalDoc || !touched.includes('beta_places')) return data
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`select id from projects where id = ${originalDoc.id} for update`)
  const { rows } = await db.execute(sql`
    select count(*)::int as accepted from beta_test_requests
    where project_id = ${originalDoc.id} and status = 'accepted'`)
  const accepted = (rows[0] as { accepted: number }).accepted
  if ((data.beta_places ?? 0) < accepted)
    throw new APIError(FEEDBACK_MESSAGES.betaPlacesBelowAccepted(accepted), 400, null, true)
  return data
}
