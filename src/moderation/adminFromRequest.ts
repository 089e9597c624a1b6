import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

// Kept here too for the views that import it from this module; it lives apart so modules that
// must not load the Payload config (tested without Next) can use it.
export { ACCESS_DENIED } from './accessDenied'

/**
 * The signed-in admin behind a moderation server action, or null for anyone else (members,
 * marketing users, visitors). Every moderation action starts here and then acts through the
 * Local API as that admin, so the collections' access and status machines still apply.
 */
export async function adminFromRequest(): Promise<{ payload: Payload; admin: User & { collection: 'users' } } | null> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !isAdmin(user)) return null
  return { payload, admin: user as User & { collection: 'users' } }
}
