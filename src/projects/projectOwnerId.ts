import type { PayloadRequest } from 'payload'

import { relationId } from '@/domain/relationId'
import type { Project } from '@/payload-types'

export async function projectOwnerId(req: PayloadRequest, project: number | Project) {
  const { owner } = await req.payload.findByID({
    collection: 'projects',
    id: relationId(project),
    depth: 0,
    select: { owner: true },
    req,
  })
  return relationId(owner)
}
