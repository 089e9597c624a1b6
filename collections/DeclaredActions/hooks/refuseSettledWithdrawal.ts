import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { isMember } from '@/access/utilities'
import { DECLARED_ACTION_CHANGE_MESSAGES, memberMayChangeDeclaredAction } from '@/domain/declaredActionChanges'
import { lockRowStatus } from '@/moderation/lockedStatus'

/**
 * A member withdraws their declaration only while it is pending, judged under the row's lock
 * (taken by `lockRowBeforeDelete` just before): an admin's validation committed after the access
 * filter read the row must not be deleted with its credited points' source.
 */
export const refuseSettledWithdrawal: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!isMember(req.user)) return
  if (!memberMayChangeDeclaredAction(await lockRowStatus(req, 'declared-actions', Number(id)))) {
    throw new APIError(DECLARED_ACTION_CHANGE_MESSAGES.settled, 409, null, true)
  }
}
