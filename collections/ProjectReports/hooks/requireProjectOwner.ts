import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/domain/relationId'
import { REPORT_MESSAGES, acceptsReports } from '@/domain/reports/projectReports'
import type { ProjectReport } from '@/payload-types'

/** Whatever door the report comes through. */
export const requireProjectOwner: CollectionBeforeChangeHook<ProjectReport> = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user?.collection !== 'members' || !data.project) return data
  const project = await req.payload.findByID({
    collection: 'projects',
    id: relationId(data.project),
    depth: 0,
    select: { owner: true, status: true, request_type: true },
    req,
  })
  if (relationId(project.owner) !== req.user.id) throw new APIError(REPORT_MESSAGES.notOwner, 403, null, true)
  if (!acceptsReports(project)) throw new APIError(REPORT_MESSAGES.notOpen, 403, null, true)
  return data
}
