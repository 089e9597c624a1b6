import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { ProjectReport } from '@/payload-types'
import { projectOwnerId } from '@/projects/projectOwnerId'

/** Only the project's owner reports on its campaign. */
export const requireProjectOwner: CollectionBeforeChangeHook<ProjectReport> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  if ((await projectOwnerId(req, data.project)) !== req.user.id) {
    throw new APIError('Seul le porteur du projet peut envoyer un reporting.', 403, null, true)
  }
  return data
}
