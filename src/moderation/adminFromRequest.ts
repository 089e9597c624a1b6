import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

// Kept here too for the views that import it from this module; it lives apart so modules that
// must not load the Payload config (tested without Next) can use it.
export { ACCESS_DENIED } from '@/auth/accessDenied'
import { moderationRefusal } from '@/auth/accessDenied'

/** Acts through the Local API as that admin, so the collections' access and status machines still apply. */
export async function adminFromRequest(): Promise<
  { payload: Payload; admin: User & { collection: 'users' } } | { payload: Payload; refusal: string }
> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const refusal = moderationRefusal(user)
  if (refusal) return { payload, refusal }
  return { payload, admin: user as User & { collection: 'users' } }
}
