import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import {
  DECLARED_ACTION_CHANGE_MESSAGES,
  memberMayChangeDeclaredAction,
} from '@/domain/declaredActions/declaredActionChanges'
import { lockRowStatus } from '@/db/lockedStatus'
import type { DeclaredAction } from '@/payload-types'

/**
 * The access filter read it before an admin's validation may have
 * committed, so the status is judged again under the row lock.
 */
export const refuseSettledChange: CollectionBeforeChangeHook<DeclaredAction> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !isMember(req.user)) return data
  if (!memberMayChangeDeclaredAction(await lockRowStatus(req, 'declared-actions', originalDoc.id))) {
    // A refusal of this member's change (403), with its reason: the row was verified meanwhile.
    throw new APIError(DECLARED_ACTION_CHANGE_MESSAGES.settled, 403, null, true)
  }
  return data
}
