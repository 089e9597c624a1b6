import type { Payload } from 'payload'

import { HOME_SORT, homeVisibilityWhere, listSize } from '@/domain/community'
import { DEFAULT_RULES } from '@/domain/rules'
import type { Project, Rule } from '@/payload-types'

export type WeekProject = Pick<Project, 'id' | 'title' | 'slug' | 'owner' | 'posts_to_support'>

/**
 * The community home's own definition in one query; the owner is shown to nobody, posts to active members only, as
 * field access does.
 */
export async function findProjectsToAmplify(
  payload: Payload,
  rules: Pick<Rule, 'home_visibility_count'>,
  now: Date,
): Promise<WeekProject[]> {
  const { docs } = await payload.find({
    collection: 'projects',
    where: homeVisibilityWhere(now),
    sort: HOME_SORT,
    limit: listSize(rules.home_visibility_count, DEFAULT_RULES.home_visibility_count),
    pagination: false,
    depth: 0,
    select: { title: true, slug: true, owner: true, posts_to_support: true },
    overrideAccess: true,
  })
  return docs
}
