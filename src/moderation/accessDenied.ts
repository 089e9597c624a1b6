import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'

/** What a signed-in user who is not an admin reads on a moderation view or action. */
export const ACCESS_DENIED = {
  title: 'Accès refusé',
  message: "Vous n'avez pas les permissions d'accès à cette page",
} as const

/** What a moderation action answers a caller who is not signed in at all. */
export const NOT_SIGNED_IN = 'Utilisateur non authentifié'

/**
 * Why a caller may not moderate, or null for an admin: signed out → "Utilisateur non
 * authentifié"; a member or a marketing user → "Accès refusé".
 */
export function moderationRefusal(user: PayloadRequest['user'] | null | undefined): string | null {
  if (!user) return NOT_SIGNED_IN
  return isAdmin(user) ? null : ACCESS_DENIED.title
}
