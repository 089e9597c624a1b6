'use client'

import { usePathname } from 'next/navigation'

import { memberHintFrom, type MemberHint } from '@/auth/memberHint'
import { useHydrated } from '@/components/useHydrated'

/**
 * The signed-in member's hint cookie, read again at every navigation: the header lives in the
 * layout, which signing in, signing up or signing out does not reload (they navigate), and it
 * kept offering "Connexion" to a member until a reload.
 */
export function useMemberHint(): MemberHint | null {
  // Read for its re-render on each new page, when the cookie may have changed.
  usePathname()
  return useHydrated() ? memberHintFrom(document.cookie) : null
}
