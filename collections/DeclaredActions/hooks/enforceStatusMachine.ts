import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isAdmin, isStaff } from '@/access/utilities'
import { leaveMove } from '@/context/requestContext'
import type { DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import { declaredActionTransitionError } from '@/domain/declaredActions/declaredActionTransitions'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedStatus } from '@/db/lockedStatus'
import type { DeclaredAction } from '@/payload-types'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'

/**
 * Against the status as committed under a row lock: twenty admins
 * validating at once make one validation, one credit, one entry.
 */
export const enforceStatusMachine: CollectionBeforeChangeHook<DeclaredAction> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = (await lockedStatus(req, 'declared-actions', originalDoc)) as DeclaredActionStatus
  const to = (data.status ?? from) as DeclaredActionStatus
  refuseRepeatedUndo(req, from, to)
  const undoing = to === 'pending' && from !== 'pending' && isAdmin(req.user)
  const undo = undoing
    ? { decidedAt: (await lastDecision(req, 'declared-actions', originalDoc.id, from))?.at ?? null, now: new Date() }
    : undefined
  const reason = undoing ? null : (data.validation_notes ?? null)
  const refusal = declaredActionTransitionError({ from, to, reason, undo })
  if (refusal) throw new APIError(refusal, 400, null, true)
  if (from === to) return data
  if (to === 'validated_manual' && isStaff(req.user)) data.validated_by = req.user!.id
  if (undoing) {
    data.validated_by = null
    data.validation_notes = null
  }
  leaveMove(req.context, 'declaredAction', originalDoc.id, { from, to, reason: reason?.trim() || null })
  return data
}
