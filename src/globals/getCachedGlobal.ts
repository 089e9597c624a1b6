import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Config } from '@/payload-types'

type GlobalSlug = keyof Config['globals']

/** Reads a global for the public site, cached until its own save revalidates `global_<slug>`. */
export const getCachedGlobal = <T extends GlobalSlug>(slug: T, depth = 0) =>
  unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth })
    },
    [`global_${slug}`],
    { tags: [`global_${slug}`] },
  )
