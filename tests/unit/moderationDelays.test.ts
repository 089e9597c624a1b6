import { describe, expect, it } from 'vitest'

import { isLate, lateBefore, lateFrom, waitingAge } from '@/domain/moderation/moderationDelays'

const since = new Date('2026-11-23T08:00:00Z')
const at = (iso: string) => new Date(iso)

describe('moderation delays', () => {
  it('an item is late from the moment its delay has passed, not before', () => {
    expect(lateFrom(since, 48)).toEqual(at('2026-11-25T08:00:00Z'))
    expect(isLate(since, 48, at('2026-11-25T07:59:59Z'))).toBe(false)
    expect(isLate(since, 48, at('2026-11-25T08:00:00Z'))).toBe(true)
    expect(isLate(since, 24, at('2026-11-24T08:00:00Z'))).toBe(true)
  })

  it('the bound of a late count is now minus the delay', () => {
    expect(lateBefore(at('2026-11-25T08:00:00Z'), 48)).toEqual(since)
  })

  it('says how long an item has waited, in French', () => {
    expect(waitingAge(since, at('2026-11-23T08:30:00Z'))).toBe('moins d’une heure')
    expect(waitingAge(since, at('2026-11-23T13:10:00Z'))).toBe('5 h')
    expect(waitingAge(since, at('2026-11-25T08:00:00Z'))).toBe('2 j')
    expect(waitingAge(since, at('2026-11-25T11:00:00Z'))).toBe('2 j 3 h')
    expect(waitingAge(since, at('2026-12-05T11:00:00Z'))).toBe('12 j')
    // A clock a little behind the database's never gives a negative age.
    expect(waitingAge(since, at('2026-11-23T07:00:00Z'))).toBe('moins d’une heure')
  })
})
