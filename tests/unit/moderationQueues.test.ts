import { describe, expect, it } from 'vitest'

import {
  anythingLate,
  lateDigestDue,
  parisDayKey,
  parseProjectTypeFilter,
  type QUEUE_DEFINITIONS,
  requirementSteps,
  weekFlag,
  type QueueFigures,
} from '@/domain/moderation/moderationQueues'
import { requiredPoints, semesterOf } from '@/domain/semesters'

const none: QueueFigures = { count: 0, oldest: null, late: 0 }
const queues = (overrides: Partial<Record<keyof typeof QUEUE_DEFINITIONS, QueueFigures>>) => ({
  visibility: none,
  feedback: none,
  actions: none,
  applications: { ...none, late: null },
  reports: { ...none, late: null },
  flaggedFeedbacks: { ...none, late: null },
  ...overrides,
})

describe('moderation queues', () => {
  it('reads the projects view type filter, anything unknown meaning all', () => {
    expect(parseProjectTypeFilter({ type: 'visibilite' })).toBe('visibility')
    expect(parseProjectTypeFilter({ type: ['feedback', 'visibilite'] })).toBe('feedback')
    expect(parseProjectTypeFilter({ type: 'autre' })).toBe('all')
    expect(parseProjectTypeFilter({})).toBe('all')
  })

  it('has something to say only when an item is late', () => {
    expect(anythingLate(queues({ actions: { count: 5, oldest: new Date(), late: 0 } }))).toBe(false)
    expect(anythingLate(queues({ applications: { count: 9, oldest: new Date(), late: null } }))).toBe(false)
    expect(anythingLate(queues({ feedback: { count: 1, oldest: new Date(), late: 1 } }))).toBe(true)
  })
})

describe('the daily late e-mail', () => {
  it('is due during 08:xx in Paris, winter and summer', () => {
    expect(lateDigestDue(new Date('2026-11-25T07:00:00Z'))).toBe(true)
    expect(lateDigestDue(new Date('2026-11-25T07:59:59Z'))).toBe(true)
    expect(lateDigestDue(new Date('2026-11-25T06:59:59Z'))).toBe(false)
    expect(lateDigestDue(new Date('2026-11-25T08:00:00Z'))).toBe(false)
    expect(lateDigestDue(new Date('2026-07-01T06:00:00Z'))).toBe(true)
    expect(lateDigestDue(new Date('2026-07-01T07:00:00Z'))).toBe(false)
  })

  it('is keyed by the Paris day', () => {
    expect(parisDayKey(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25')
    expect(parisDayKey(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
  })
})

describe('amplification calendar flags', () => {
  it('flags a crowded week, and this week when it has too few', () => {
    expect(weekFlag(4, 3, false)).toBe('Plus de 3 projets cette semaine-là')
    expect(weekFlag(3, 3, false)).toBeNull()
    expect(weekFlag(1, 3, false)).toBeNull()
    expect(weekFlag(2, 3, true)).toBe('Moins de 3 projets cette semaine')
    expect(weekFlag(3, 3, true)).toBeNull()
    expect(weekFlag(4, 3, true)).toBe('Plus de 3 projets cette semaine-là')
  })
})

describe('requirement steps', () => {
  it('gives, for any activation day, what requiredPoints asks', () => {
    const semester = semesterOf(new Date('2026-11-25T12:00:00Z'))
    const steps = requirementSteps(78, semester)
    const lookup = (activatedAt: Date | null) =>
      activatedAt ? (steps.find((step) => activatedAt >= step.from)?.required ?? 78) : 78
    const days = ['2026-06-30T12:00:00Z', '2026-07-01T00:30:00Z', '2026-08-15T09:00:00Z', '2026-10-01T09:00:00Z']
    for (const day of [...days, '2026-12-31T22:00:00Z', '2026-12-24T23:30:00Z']) {
      expect(lookup(new Date(day))).toBe(requiredPoints(78, semester, new Date(day)))
    }
    expect(lookup(null)).toBe(78)
    // Newest first, at most one step per week of the semester.
    expect(steps.length).toBeLessThanOrEqual(27)
    expect(steps[0].from.getTime()).toBeGreaterThan(steps[steps.length - 1].from.getTime())
  })
})
