import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'

import { isStaff } from '@/access/utilities'

import { getCachedGlobal } from '@/cache/getCachedGlobal'

/**
 * The draft-mode cookie is one value per build and outlives a marketer's access, so drafts also need a staff session.
 */
export async function readLanding() {
  const published = async () => ({ landing: await getCachedGlobal('landing', 1)(), preview: false })
  if (!(await draftMode()).isEnabled) return published()
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaff(user)) return published()
  return {
    landing: await payload.findGlobal({ slug: 'landing', depth: 1, draft: true, user, overrideAccess: false }),
    preview: true,
  }
}
