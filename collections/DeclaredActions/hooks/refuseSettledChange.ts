import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { DECLARED_ACTION_CHANGE_MESSAGES, memberMayChangeDeclaredAction } from '@/domain/declaredActionChanges'
import { lockRowStatus } from '@/moderation/lockedStatus'
import type { DeclaredAction } from '@/payload-types'

/**
 * A member corrects their declaration only while it is pending, judged on the status as
 * committed under the row's lock: the access filter read it before an admin's validation may
 * have committed, and the validation waits for this correction (or this one for it), never both
 * on a stale copy.
 */
export const refuseSettledChange: CollectionBeforeChangeHook<DeclaredAction> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !isMember(req.user)) return data
  if (!memberMayChangeDeclaredAction(await lockRowStatus(req, 'declared-actions', originalDoc.id))) {
    throw new APIError(DECLARED_ACTION_CHANGE_MESSAGES.settled, 409, null, true)
  }
  return data
}
