import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'

import { isStaff } from '@/access/utilities'

import { getCachedGlobal } from '@/cache/getCachedGlobal'

/**
 * The landing's copy: the published version, cached, for visitors; the latest draft, uncached,
 * in the staff's preview. Next's draft-mode cookie is one value per build, the same for every
 * staff member, and outlives their access (a former marketer keeps it): the draft is shown only
 * when the request also carries a staff session; the cookie alone shows the published page.
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
