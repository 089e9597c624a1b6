import type { Payload } from 'payload'

/** The visible feedbacks of a project, counted by the server (visitors read no feedback row). */
export async function visibleFeedbackCount(payload: Payload, projectId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'feedbacks',
    where: { and: [{ project: { equals: projectId } }, { status: { equals: 'visible' } }] },
  })
  return totalDocs
}
