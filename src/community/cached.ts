import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { COMMUNITY_TAG, globalTag, projectTag } from '@/domain/infrastructure/cacheTags'
import { listSize, type CommunityList } from '@/domain/community'
import { DEFAULT_RULES } from '@/domain/rules'
import { getCachedGlobal } from '@/cache/getCachedGlobal'

import { visibleFeedbackCount } from '@/feedbacks/feedbackCount'

import { findCommunityList, findHomeProjects, findPublicProject } from './projects'

/** A minute's lifetime also turns the week over on Monday without any save. */
export const cachedHomeProjects = unstable_cache(
  async () => {
    const [payload, rules] = await Promise.all([getPayload({ config }), getCachedGlobal('rules')()])
    return findHomeProjects(payload, {
      visibility: listSize(rules.home_visibility_count, DEFAULT_RULES.home_visibility_count),
      feedback: listSize(rules.home_feedback_count, DEFAULT_RULES.home_feedback_count),
    })
  },
  ['community_home'],
  { tags: [COMMUNITY_TAG, globalTag('rules')], revalidate: 60 },
)

export const cachedCommunityList = unstable_cache(
  async (list: CommunityList, page: number) => {
    const [payload, rules] = await Promise.all([getPayload({ config }), getCachedGlobal('rules')()])
    return findCommunityList(payload, list, page, listSize(rules.page_size, DEFAULT_RULES.page_size))
  },
  ['community_list'],
  { tags: [COMMUNITY_TAG, globalTag('rules')], revalidate: 60 },
)

/** Its tags become the page's, so expiring them re-renders the page. */
export const cachedPublicProject = (slug: string) =>
  unstable_cache(async () => findPublicProject(await getPayload({ config }), slug), ['public_project', slug], {
    tags: [projectTag(slug)],
    revalidate: 60,
  })()

/** Cached with its page; any feedback written, withdrawn or hidden marks it stale. */
export const cachedFeedbackCount = (slug: string, projectId: number) =>
  unstable_cache(
    async () => visibleFeedbackCount(await getPayload({ config }), projectId),
    ['feedback_count', String(projectId)],
    { tags: [projectTag(slug)], revalidate: 60 },
  )()
