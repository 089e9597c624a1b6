import { describe, expect, it } from 'vitest'

import { parisWeekMonday } from '@/domain/weeks'

const day = (date: Date) => date.toISOString().slice(0, 10)

describe('parisWeekMonday', () => {
  it('gives the Monday of the week for any day of it', () => {
    expect(day(parisWeekMonday(new Date('2026-11-18T12:00:00Z')))).toBe('2026-11-16') // Wednesday
    expect(day(parisWeekMonday(new Date('2026-11-16T00:30:00Z')))).toBe('2026-11-16') // Monday
    expect(day(parisWeekMonday(new Date('2026-11-22T12:00:00Z')))).toBe('2026-11-16') // Sunday
  })

  it('follows Paris, not UTC: Sunday 23:30 UTC is already Monday in Paris', () => {
    expect(day(parisWeekMonday(new Date('2026-11-22T23:30:00Z')))).toBe('2026-11-23')
  })

  it('shifts by whole weeks, across months and years', () => {
    expect(day(parisWeekMonday(new Date('2026-12-30T12:00:00Z'), 1))).toBe('2027-01-04')
    expect(day(parisWeekMonday(new Date('2026-11-18T12:00:00Z'), -2))).toBe('2026-11-02')
  })
})
