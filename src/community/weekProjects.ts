import type { Payload } from 'payload'

import { HOME_SORT, homeVisibilityWhere, listSize } from '@/domain/community'
import { DEFAULT_RULES } from '@/domain/rules'
import type { Project, Rule } from '@/payload-types'

export type WeekProject = Pick<Project, 'id' | 'title' | 'slug' | 'owner' | 'posts_to_support'>

/**
 * This week's projects to amplify, by the community home's own definition ("À amplifier cette
 * semaine": `homeVisibilityWhere`, `HOME_SORT`, as many as the rules global says), in one query.
 * Read by the server for the member's dashboard and the Monday digest, which show their owner
 * to nobody (the dashboard only tells a member their own project apart) and their posts to
 * active members only, as the collection's field access does.
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
