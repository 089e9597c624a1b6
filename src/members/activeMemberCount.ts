import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { MEMBERSHIP_COUNT_TAG } from '@/domain/cacheTags'

/**
 * Active members hold the founding places (the landing counter counts active members). Cached for
 * the static landing; a status change expires it. The one-minute lifetime is a safety net for a
 * visit that lands between the hook and the commit of the change.
 */
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
