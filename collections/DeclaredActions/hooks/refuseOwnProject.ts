import type { CollectionBeforeChangeHook } from 'payload'

import { OWN_PROJECT_REFUSAL } from '@/domain/messages'
import { DeclarationRefusal } from '@/errors/declarationRefusal'
import type { DeclaredAction } from '@/payload-types'
import { projectOwnerId } from '@/projects/projectOwnerId'

/** A member supports other members' projects; declaring an action on one's own earns nothing. */
export const refuseOwnProject: CollectionBeforeChangeHook<DeclaredAction> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  if ((await projectOwnerId(req, data.project)) === req.user.id) {
    throw new DeclarationRefusal('ownProject', OWN_PROJECT_REFUSAL, 400)
  }
  return data
}
