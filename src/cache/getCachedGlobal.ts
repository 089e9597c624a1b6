import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { globalTag } from '@/domain/infrastructure/cacheTags'
import type { Config } from '@/payload-types'

type GlobalSlug = keyof Config['globals']

/** The ten-minute lifetime is a safety net for a visit between the save's hook and its commit. */
export const getCachedGlobal = <T extends GlobalSlug>(slug: T, depth = 0) =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth })
    },
    [globalTag(slug), `depth_${depth}`],
    { tags: [globalTag(slug)], revalidate: 600 },
  )
