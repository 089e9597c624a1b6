import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { isPubliclyVisible } from '@/domain/projectVisibility'

/**
 * Members vote and declare actions only on projects everyone may see. A project hidden from
 * them (pending, under moderation) is refused exactly like a missing one, so the answer does
 * not reveal that it exists. Admins and server code are not limited.
 */
export const requireVisibleProject: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(data.project),
    depth: 0,
    select: { status: true, request_type: true },
    disableErrors: true,
    req,
  })
  if (!project || !isPubliclyVisible(project)) throw new Forbidden(req.t)
  return data
}
