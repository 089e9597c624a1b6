import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES, type BetaRequestStatus } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { feedbackProject, takesFeedback } from '@/feedbacks/feedbackProject'
import type { BetaTestRequest } from '@/payload-types'

/**
 * Whatever the door; acceptances count testers under the project's row lock, so twenty at once never pass the places
 * offered.
 */
export const admitBetaRequest: CollectionBeforeChangeHook<BetaTestRequest> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    // Without a project the field's own validation answers.
    if (!isMember(req.user) || !data.project) return data
    const project = await feedbackProject(req, relationId(data.project))
    if (!takesFeedback(project) || project.betaPlaces === 0 || project.feedbackClosed)
      throw new APIError(FEEDBACK_MESSAGES.betaClosed, 403, null, true)
    if (project.ownerId === req.user.id) throw new APIError(FEEDBACK_MESSAGES.ownProject, 403, null, true)
    const db = await drizzleFor(req.payload, req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('tryb:beta-request'), ${req.user.id})`)
    const { rows } = await db.execute(
      sql`select 1 from beta_test_requests where member_id = ${req.user.id} and project_id = ${project.id}`,
    )
    if (rows.length > 0) throw new APIError(FEEDBACK_MESSAGES.betaAlready, 409, null, true)
    return { ...data, status: 'requested' }
  }
  if (!originalDoc || !data.status || data.status === originalDoc.status) return data
  const project = await feedbackProject(req, relationId(originalDoc.project), { forUpdate: true })
  if (isMember(req.user) && project?.ownerId !== req.user.id)
    throw new APIError(FEEDBACK_MESSAGES.ownerOnly, 403, null, true)
  const db = await drizzleFor(req.payload, req)
  // The committed status, read after the project's lock: two answers at once see each other's.
  const { rows } = await db.execute(sql`select status from beta_test_requests where id = ${originalDoc.id}`)
  if ((rows[0] as { status: BetaRequestStatus }).status !== 'requested')
    throw new APIError(FEEDBACK_MESSAGES.betaDecided, 409, null, true)
  if (data.status === 'accepted') {
    const accepted = await db.execute(sql`
      select count(*)::int as accepted from beta_test_requests
      where project_id = ${originalDoc.project ? relationId(originalDoc.project) : 0} and status = 'accepted'`)
    if ((accepted.rows[0] as { accepted: number }).accepted >= (project?.betaPlaces ?? 0))
      throw new APIError(FEEDBACK_MESSAGES.betaFull, 409, null, true)
  }
  return { ...data, decided_at: new Date().toISOString() }
}
