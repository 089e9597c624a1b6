import { sql } from 'drizzle-orm'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { UNDO_MESSAGES, withinUndoWindow } from '@/domain/moderation/undo'
import { REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import { relationId } from '@/domain/relationId'
import { recordAudit } from '@/audit/recordAudit'
import { lockRowStatus } from '@/db/lockedStatus'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'
import type { ReactivationRequest } from '@/payload-types'

/** The request's row is locked first, so two admins deciding at once make one decision. */
export const applyReactivationDecision: CollectionBeforeChangeHook<ReactivationRequest> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status) return data
  // An "Annuler" on a request already open goes on to the lock, to be told it changed nothing.
  if (data.status === originalDoc.status && req.context?.undoDecision !== true) return data
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(
    sql`select status from reactivation_requests where id = ${originalDoc.id} for update`,
  )
  const current = (rows[0] as { status?: string } | undefined)?.status
  refuseRepeatedUndo(req, current, data.status)
  const memberId = relationId(originalDoc.member)
  if (data.status === 'open' && current !== 'open' && isAdmin(req.user)) {
    return undoDecision(req, data, { ...originalDoc, status: current as ReactivationRequest['status'] }, memberId)
  }
  if (current !== 'open') throw new APIError(REACTIVATION_MESSAGES.decided, 409, null, true)
  if (data.status === 'open') throw new APIError(REACTIVATION_MESSAGES.onlyOpen, 400, null, true)

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

/** Audited as the admin's deactivation, so the member's sessions end with it. */
async function undoDecision(
  req: PayloadRequest,
  data: Partial<ReactivationRequest>,
  decided: ReactivationRequest,
  memberId: number | undefined,
): Promise<Partial<ReactivationRequest>> {
  if (!withinUndoWindow(decided.handled_at, new Date()) || memberId === undefined) {
    throw new APIError(UNDO_MESSAGES.expired, 400, null, true)
  }
  if (decided.status === 'reactivated' && (await lockRowStatus(req, 'members', memberId)) === 'active') {
    await req.payload.update({ collection: 'members', id: memberId, data: { status: 'inactive' }, req, depth: 0 })
  }
  await recordAudit(req, {
    action: 'reactivation_request.undone',
    collection: 'members',
    id: memberId,
    from: decided.status,
    to: 'open',
  })
  return { ...data, status: 'open', handled_by: null, handled_at: null }
}
