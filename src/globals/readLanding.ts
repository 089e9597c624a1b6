import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { getCachedGlobal } from './getCachedGlobal'

/**
 * The landing's copy: the published version, cached, for visitors; the latest draft, uncached,
 * in the staff's preview (draft mode is only ever granted by /api/preview to staff).
 */
export async function readLanding() {
  const { isEnabled: preview } = await draftMode()
  if (!preview) return { landing: await getCachedGlobal('landing', 1)(), preview }
  const payload = await getPayload({ config })
  return { landing: await payload.findGlobal({ slug: 'landing', depth: 1, draft: true }), preview }
}
