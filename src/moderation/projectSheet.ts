import type { Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'

import { LIST_READ, toModerationProject } from './projects'
import type { ModerationProject } from './moderationProject'

/** Read when the sheet opens, since the lists carry rows only. */
export async function projectForModeration(
  payload: Payload,
  user: PayloadRequest['user'],
  id: number,
  now = new Date(),
): Promise<ModerationProject | null> {
  if (!isAdmin(user)) return null
  const [project, rules] = await Promise.all([
    payload.findByID({
      collection: 'projects',
      id,
      depth: LIST_READ.depth,
      populate: LIST_READ.populate,
      disableErrors: true,
      overrideAccess: false,
      user,
    }),
    payload.findGlobal({ slug: 'rules', depth: 0 }),
  ])
  return project ? toModerationProject(project, rules, now) : null
}
