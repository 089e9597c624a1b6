'use client'

import { usePathname } from 'next/navigation'

import { memberHintFrom, type MemberHint } from '@/auth/memberHint'
import { useHydrated } from '@/components/useHydrated'

/** Read again at every navigation: the header lives in the layout, which signing in or out does not reload. */
export function useMemberHint(): MemberHint | null {
  // Read for its re-render on each new page, when the cookie may have changed.
  usePathname()
  return useHydrated() ? memberHintFrom(document.cookie) : null
}
