import { describe, expect, it } from 'vitest'

import { shouldRefreshSession } from '@/domain/auth/sessionRefresh'

describe('shouldRefreshSession', () => {
  const now = Date.UTC(2026, 10, 21, 12) // ms
  const inSeconds = (seconds: number) => now / 1000 + seconds

  it('waits while more than 90 s remain', () => {
    expect(shouldRefreshSession(inSeconds(91), now)).toBe(false)
    expect(shouldRefreshSession(inSeconds(7200), now)).toBe(false)
  })

  it('refreshes from 90 s left, and when already expired', () => {
    expect(shouldRefreshSession(inSeconds(90), now)).toBe(true)
    expect(shouldRefreshSession(inSeconds(5), now)).toBe(true)
    expect(shouldRefreshSession(inSeconds(-10), now)).toBe(true)
  })
})
