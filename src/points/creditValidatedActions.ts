import type { PayloadRequest } from 'payload'

import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { validationNotice } from '@/domain/declaredActions/validationNotice'
import { notifyMembersInBulk } from '@/notifications/notifyMember'

import { creditPointsInBulk } from './creditPoints'
import { creditSlotsOf } from './undoableCredits'

export type ValidatedAction = { id: number; memberId: number; actionType: ActionType }

/**
 * The one path of a validation's consequences, for the collection's hook (one action) and the
 * report's set-based batch (many, `validateMatchedActions`): each action is credited the rules'
 * points in its next credit slot (an action whose earlier validation an admin undid gets a new one;
 * the ledger is unique on it, so a replay credits nothing) and its member gets the bell's notice.
 * Called under the actions' row locks, in the transaction of `req`.
 */
export async function creditValidatedActions(
  req: PayloadRequest,
  projectId: number,
  actions: ValidatedAction[],
): Promise<void> {
  if (actions.length === 0) return
  const [{ points }, project] = await Promise.all([
    req.payload.findGlobal({ slug: 'rules', req }),
    req.payload.findByID({
      collection: 'projects',
      id: projectId,
      depth: 0,
      select: { title: true },
      req,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  const slots = await creditSlotsOf(
    req,
    'declared-action',
    actions.map((action) => action.id),
  )
  const credited = await creditPointsInBulk(
    req.payload,
    actions.map((action) => ({
      memberId: action.memberId,
      points: points[action.actionType],
      reason: action.actionType,
      sourceType: 'declared-action' as const,
      sourceId: slots.get(action.id)!,
    })),
    req,
  )
  await notifyMembersInBulk(
    req,
    actions
      .filter((action) => credited.has(slots.get(action.id)!))
      .map((action) => ({
        memberId: action.memberId,
        ...validationNotice(action.actionType, project?.title, points[action.actionType]),
      })),
  )
}
