import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { DeclaredAction } from '@/payload-types'

/** A member supports other members' projects; declaring an action on one's own earns nothing. */
export const refuseOwnProject: CollectionBeforeChangeHook<DeclaredAction> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  const projectId = typeof data.project === 'object' ? data.project.id : data.project
  const project = await req.payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    select: { owner: true },
    req,
  })
  const owner = typeof project.owner === 'object' ? project.owner?.id : project.owner
  if (owner === req.user.id) {
    throw new APIError('Tu ne peux pas déclarer une action sur ton propre projet.', 400, null, true)
  }
  return data
}
