import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

export const ACCESS_DENIED = {
  title: 'Accès refusé',
  message: 'Vous n’avez pas les permissions d’accès à cette page',
} as const

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
