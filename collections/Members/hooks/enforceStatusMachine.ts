import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { leaveMove } from '@/context/requestContext'
import type { MemberStatus } from '@/domain/memberOptions'
import { memberTransition, type MemberDecision } from '@/domain/memberTransitions'
import { lockedStatus } from '@/moderation/lockedStatus'
import type { Member } from '@/payload-types'

/** The review outcome an application keeps once decided (`status` goes on changing). */
const APPLICATION_OUTCOME: Partial<Record<MemberDecision, Member['application_status']>> = {
  activated: 'accepted',
  paused: 'paused',
}

/**
 * Every change of membership goes through the machine of `src/domain/memberTransitions`,
 * against the status as committed under a row lock (two admins accepting the same applicant
 * make one decision and one e-mail). The application's outcome follows the first decision.
 */
export const enforceStatusMachine: CollectionBeforeChangeHook<Member> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  const from = (await lockedStatus(req, 'members', originalDoc)) as MemberStatus
  const to = data.status as MemberStatus
  const result = memberTransition({
    from,
    to,
    awaitingEmailConfirmation: originalDoc.source === 'signup' && !originalDoc.email_confirmed_at,
  })
  if ('error' in result) throw new APIError(result.error, 400, null, true)
  if (!result.decision) return data
  const outcome = APPLICATION_OUTCOME[result.decision]
  if (outcome && from === 'waitlist') data.application_status = outcome
  leaveMove(req.context, 'member', originalDoc.id, { from, to, decision: result.decision })
  return data
}
