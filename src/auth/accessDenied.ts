import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'

export const ACCESS_DENIED = {
  title: 'Accès refusé',
  message: "Vous n'avez pas les permissions d'accès à cette page",
} as const

export const NOT_SIGNED_IN = 'Utilisateur non authentifié'

export function moderationRefusal(user: PayloadRequest['user'] | null | undefined): string | null {
  if (!user) return NOT_SIGNED_IN
  return isAdmin(user) ? null : ACCESS_DENIED.title
}
