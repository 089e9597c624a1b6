import { describe, expect, it } from 'vitest'

import { memberDeclarationsHref, ringThresholds, shareLabel } from '@/domain/support/supportRings'

describe('cross-support rings, pure parts', () => {
  it('takes the thresholds of the rules global, its defaults for any unset', () => {
    expect(ringThresholds({})).toEqual({ windowDays: 30, minEachWay: 6, minSharePercent: 60 })
    expect(ringThresholds({ ring_window_days: 14, ring_min_each_way: null, ring_min_share_percent: 75 })).toEqual({
      windowDays: 14,
      minEachWay: 6,
      minSharePercent: 75,
    })
  })

  it('says each member’s share in French, and links to their declarations', () => {
    expect(shareLabel(6, 8)).toBe('6 sur 8 (75 %)')
    expect(shareLabel(0, 0)).toBe('0 sur 0 (0 %)')
    expect(memberDeclarationsHref(42)).toBe(
      '/admin/collections/declared-actions?where[member][equals]=42&sort=-createdAt',
    )
  })
})
