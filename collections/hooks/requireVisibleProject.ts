import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { isPubliclyVisible } from '@/domain/projects/projectVisibility'

/** A hidden project is refused exactly like a missing one, so the answer does not reveal it exists. */
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
