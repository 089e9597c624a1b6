import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isMember } from '@/access/utilities'
import { leaveMove } from '@/context/requestContext'
import { changedContentFields } from '@/projects/projectSubmission'
import type { ProjectStatus } from '@/domain/projects/projectVisibility'
import {
  isUndoOfDecision,
  OWNER_EDIT_REFUSED,
  ownerMayEditContent,
  projectTransitionError,
  type ProjectActor,
  type ProjectChange,
} from '@/domain/projects/projectTransitions'
import { lastDecision } from '@/moderation/lastDecision'
import { lockedStatus } from '@/db/lockedStatus'
import type { Project } from '@/payload-types'
import { refuseRepeatedUndo } from '@/moderation/repeatedUndo'

/** The decision to undo dates from its audit entry; a payment made (even refunded since) makes it stay. */
async function decisionToUndo(
  req: Parameters<CollectionBeforeChangeHook<Project>>[0]['req'],
  id: number,
  from: ProjectStatus,
): Promise<ProjectChange['undo']> {
  const last = await lastDecision(req, 'projects', id, from)
  const { totalDocs } = await req.payload.count({
    collection: 'payments',
    where: { and: [{ project: { equals: id } }, { status: { in: ['paid', 'refunded'] } }] },
    req,
    overrideAccess: true,
  })
  // Only the moderator's own "Valider"/"Publier" is undone, not an unscheduling that also led there.
  const decided = last?.action === `project.${from}` ? last.at : null
  return { decidedAt: decided, now: new Date(), paid: totalDocs > 0 }
}

/** Against the status as committed, under a row lock, so two moderators cannot both move the same project. */
export const enforceStatusMachine: CollectionBeforeChangeHook<Project> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = (await lockedStatus(req, 'projects', originalDoc)) as ProjectStatus
  const to = (data.status ?? from) as ProjectStatus
  refuseRepeatedUndo(req, from, to)
  // Server code without a signed-in user (seed, jobs) acts for the team.
  const actor: ProjectActor = isMember(req.user) ? 'owner' : 'admin'
  const notes = (actor === 'owner' ? data.change_request_notes : data.moderation_notes) ?? null
  const requestType = (data.request_type ?? originalDoc.request_type)!
  const refusal = projectTransitionError({
    from,
    to,
    actor,
    notes,
    requestType,
    exposureWeekStart: data.exposure_week_start ?? originalDoc.exposure_week_start,
    undo:
      actor === 'admin' && isUndoOfDecision({ from, to, requestType })
        ? await decisionToUndo(req, originalDoc.id, from)
        : undefined,
  })
  if (refusal) throw new APIError(refusal, 400, null, true)
  // An unscheduled campaign frees its week; it is chosen again when the campaign is scheduled again.
  if (from === 'scheduled' && to === 'approved') data.exposure_week_start = null

  // Also when the owner asks for a modification: the request carries notes, never new content.
  if (actor === 'owner' && !ownerMayEditContent(from)) {
    if (changedContentFields(data, originalDoc).length > 0) throw new APIError(OWNER_EDIT_REFUSED, 403, null, true)
  }

  const weekChanged =
    to === 'scheduled' &&
    (data.exposure_week_start ?? originalDoc.exposure_week_start ?? null) !== (originalDoc.exposure_week_start ?? null)
  if (from !== to || weekChanged) {
    leaveMove(req.context, 'project', originalDoc.id, { from, to, actor, notes: notes?.trim() || null })
  }
  // The owner's words go to the audit log and the admins' e-mail, not onto the project.
  delete data.change_request_notes
  return data
}
