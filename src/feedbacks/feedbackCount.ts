import type { Payload } from 'payload'

export async function visibleFeedbackCount(payload: Payload, projectId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'feedbacks',
    where: { and: [{ project: { equals: projectId } }, { status: { equals: 'visible' } }] },
  })
  return totalDocs
}
