'use client'

import { useEffect } from 'react'

import { SESSION_CHECK_INTERVAL_MS, shouldRefreshSession } from '@/domain/auth/sessionRefresh'

/** Refreshes through Payload's own endpoints, so the cookie stays HTTP-only. */
export function SessionKeeper() {
  useEffect(() => {
    const check = async () => {
      const response = await fetch('/api/members/me', { credentials: 'same-origin' }).catch(() => null)
      const session = (await response?.json().catch(() => null)) as { user?: unknown; exp?: number } | null
      if (!session?.user || !session.exp) return
      if (shouldRefreshSession(session.exp, Date.now())) {
        await fetch('/api/members/refresh-token', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
      }
    }
    void check()
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [])
  return null
}
