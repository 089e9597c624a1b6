import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { globalTag } from '@/domain/cacheTags'
import type { Config } from '@/payload-types'

type GlobalSlug = keyof Config['globals']

/**
 * Reads a global for the public site, cached until its own save expires `global_<slug>`.
 * The ten-minute lifetime is a safety net for a visit that lands between the save's hook and
 * its commit (it would cache the old copy).
 */
export const getCachedGlobal = <T extends GlobalSlug>(slug: T, depth = 0) =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth })
    },
    [globalTag(slug), `depth_${depth}`],
    { tags: [globalTag(slug)], revalidate: 600 },
  )
