import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isAdmin } from '@/access/utilities'
import { leaveMove } from '@/context/requestContext'
import type { MemberStatus } from '@/domain/members/memberOptions'
import { awaitsEmailConfirmation, memberTransition, type MemberDecision } from '@/domain/members/memberTransitions'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedStatus } from '@/db/lockedStatus'
import type { Member } from '@/payload-types'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'

/** The review outcome an application keeps once decided (`status` goes on changing). */
const APPLICATION_OUTCOME: Partial<Record<MemberDecision, Member['application_status']>> = {
  activated: 'accepted',
  paused: 'paused',
}

async function reviewToUndo(
  req: Parameters<CollectionBeforeChangeHook<Member>>[0]['req'],
  id: number,
  from: MemberStatus,
) {
  const last = await lastDecision(req, 'members', id, from)
  return { decision: last?.action.replace(/^member\./, '') ?? null, decidedAt: last?.at ?? null, now: new Date() }
}

/** Under a row lock, so two admins accepting one applicant make one decision and one e-mail. */
export const enforceStatusMachine: CollectionBeforeChangeHook<Member> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status) return data
  // An "Annuler" on a member already back on the waitlist goes on to the lock, to be told it changed nothing.
  if (data.status === originalDoc.status && req.context?.undoDecision !== true) return data
  const from = (await lockedStatus(req, 'members', originalDoc)) as MemberStatus
  const to = data.status as MemberStatus
  refuseRepeatedUndo(req, from, to)
  const result = memberTransition({
    from,
    to,
    awaitingEmailConfirmation: awaitsEmailConfirmation(originalDoc),
    undo: to === 'waitlist' && isAdmin(req.user) ? await reviewToUndo(req, originalDoc.id, from) : undefined,
  })
  if ('error' in result) throw new APIError(result.error, 400, null, true)
  if (!result.decision) return data
  if (result.decision === 'undone') {
    data.application_status = 'waitlist'
    data.activated_at = null
  }
  const outcome = result.decision === 'undone' ? undefined : APPLICATION_OUTCOME[result.decision]
  if (outcome && from === 'waitlist') data.application_status = outcome
  leaveMove(req.context, 'member', originalDoc.id, { from, to, decision: result.decision })
  return data
}
