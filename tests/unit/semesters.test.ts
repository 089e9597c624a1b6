import { describe, expect, it } from 'vitest'

import {
  daysLeftInSemester,
  previousSemester,
  reminderDue,
  requiredPoints,
  semesterOf,
  wasActiveDuring,
} from '@/domain/semesters'

// Noon UTC is the same calendar day in Paris.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

describe('semesters (Europe/Paris)', () => {
  it('runs 1 January–30 June and 1 July–31 December, by the Paris calendar', () => {
    expect(semesterOf(day('2026-03-10'))).toMatchObject({ key: '2026-S1', last: { month: 6, day: 30 } })
    expect(semesterOf(day('2026-11-21'))).toMatchObject({ key: '2026-S2', first: { month: 7, day: 1 } })
    // 30 June 22:30 UTC is already 1 July in Paris.
    expect(semesterOf(new Date('2026-06-30T22:30:00Z')).key).toBe('2026-S2')
  })

  it('knows the semester before', () => {
    expect(previousSemester(day('2026-11-21')).key).toBe('2026-S1')
    expect(previousSemester(day('2027-01-02')).key).toBe('2026-S2')
  })

  it('counts the days left, today included', () => {
    expect(daysLeftInSemester(day('2026-11-21'))).toBe(41)
    expect(daysLeftInSemester(day('2026-12-31'))).toBe(1)
    expect(daysLeftInSemester(day('2026-06-30'))).toBe(1)
    expect(daysLeftInSemester(day('2026-01-01'))).toBe(181)
  })

  it('sends the 3-week reminder from 21 days left, the last one from 7', () => {
    expect(reminderDue(day('2026-12-09'))).toBeNull() // 23 days left
    expect(reminderDue(day('2026-12-11'))).toBe('reminder_3_weeks') // 21
    expect(reminderDue(day('2026-12-24'))).toBe('reminder_3_weeks') // 8
    expect(reminderDue(day('2026-12-25'))).toBe('reminder_1_week') // 7
    expect(reminderDue(day('2026-12-31'))).toBe('reminder_1_week')
  })
})

describe('requiredPoints', () => {
  const s2 = semesterOf(day('2026-09-01'))

  it('is the threshold for a member active all semester', () => {
    expect(requiredPoints(78, s2, null)).toBe(78)
    expect(requiredPoints(78, s2, day('2026-03-01'))).toBe(78)
    expect(requiredPoints(78, s2, day('2026-07-01'))).toBe(78)
  })

  it('is pro rata, rounded up, for a member activated during the semester', () => {
    // 1 October → 31 December: 92 days, 14 weeks → 78 × 14 / 26 = 42.
    expect(requiredPoints(78, s2, day('2026-10-01'))).toBe(42)
    // Activated on the last day: one week → 3.
    expect(requiredPoints(78, s2, day('2026-12-31'))).toBe(3)
  })

  it('judges at the close only members activated before the semester ended', () => {
    expect(wasActiveDuring(s2, day('2026-12-31'))).toBe(true)
    expect(wasActiveDuring(s2, day('2027-01-01'))).toBe(false)
    expect(wasActiveDuring(s2, null)).toBe(true)
  })
})
