import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting a project takes its votes with it (they mean nothing without it), but never the
 * history that earned members points: a project with declared actions or reportings is
 * refused with a clear message, so an admin sets it aside (e.g. "Modifications demandées")
 * instead.
 */
export const keepHistoryOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const onProject = { project: { equals: id } }
  const [actions, reports] = await Promise.all([
    req.payload.count({ collection: 'declared-actions', where: onProject, req }),
    req.payload.count({ collection: 'project-reports', where: onProject, req }),
  ])
  if (actions.totalDocs > 0 || reports.totalDocs > 0) {
    throw new APIError(
      'Ce projet a des actions déclarées ou des reportings : il ne peut pas être supprimé.',
      409,
      null,
      true,
    )
  }
  await req.payload.delete({ collection: 'votes', where: onProject, req })
}
