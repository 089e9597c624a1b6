import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { MEMBERSHIP_COUNT_TAG } from '@/domain/infrastructure/cacheTags'

/** Cached for the static landing; the minute's lifetime covers a visit between the hook and the commit of a change. */
export const getActiveMemberCount = unstable_cache(
  async () => {
    const payload = await getPayload({ config })
    const { totalDocs } = await payload.count({
      collection: 'members',
      where: { status: { equals: 'active' } },
    })
    return totalDocs
  },
  [MEMBERSHIP_COUNT_TAG],
  { tags: [MEMBERSHIP_COUNT_TAG], revalidate: 60 },
)
