import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { isMember } from '@/access/utilities'
import {
  DECLARED_ACTION_CHANGE_MESSAGES,
  memberMayChangeDeclaredAction,
} from '@/domain/declaredActions/declaredActionChanges'
import { lockRowStatus } from '@/db/lockedStatus'

/**
 * Judged under the row lock (`lockRowBeforeDelete`): a validation committed
 * after the access filter read must not lose its credit's source.
 */
export const refuseSettledWithdrawal: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!isMember(req.user)) return
  if (!memberMayChangeDeclaredAction(await lockRowStatus(req, 'declared-actions', Number(id)))) {
    throw new APIError(DECLARED_ACTION_CHANGE_MESSAGES.settled, 409, null, true)
  }
}
