import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { REACTIVATION_MESSAGES } from '@/domain/reactivation'
import { relationId } from '@/domain/relationId'
import { recordAudit } from '@/moderation/recordAudit'
import { lockRowStatus } from '@/moderation/lockedStatus'
import type { ReactivationRequest } from '@/payload-types'

/**
 * An admin decides an open request once: "reactivated" moves the member inactive → active through
 * the members' own status machine (its decision, audit and session rules), "dismissed" leaves the
 * member as they are; either is audited on the member, in the change's transaction. The request's
 * row is locked first, so two admins deciding at once make one decision.
 */
export const applyReactivationDecision: CollectionBeforeChangeHook<ReactivationRequest> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(
    sql`select status from reactivation_requests where id = ${originalDoc.id} for update`,
  )
  if ((rows[0] as { status?: string } | undefined)?.status !== 'open') {
    throw new APIError(REACTIVATION_MESSAGES.decided, 409, null, true)
  }
  if (data.status === 'open') throw new APIError(REACTIVATION_MESSAGES.onlyOpen, 400, null, true)

  const memberId = relationId(originalDoc.member)
  if (memberId === undefined) throw new APIError(REACTIVATION_MESSAGES.decided, 409, null, true)
  if (data.status === 'reactivated' && (await lockRowStatus(req, 'members', memberId)) === 'inactive') {
    await req.payload.update({ collection: 'members', id: memberId, data: { status: 'active' }, req, depth: 0 })
  }
  await recordAudit(req, {
    action: `reactivation_request.${data.status}`,
    collection: 'members',
    id: memberId,
    from: 'open',
    to: data.status,
    notes: originalDoc.message,
  })
  return {
    ...data,
    handled_by: req.user?.collection === 'users' ? req.user.id : null,
    handled_at: new Date().toISOString(),
  }
}
