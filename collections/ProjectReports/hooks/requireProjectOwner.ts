import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { ProjectReport } from '@/payload-types'

/** Only the project's owner reports on its campaign. */
export const requireProjectOwner: CollectionBeforeChangeHook<ProjectReport> = async ({
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
  if (owner !== req.user.id) {
    throw new APIError('Seul le porteur du projet peut envoyer un reporting.', 403, null, true)
  }
  return data
}
