import { describe, expect, it } from 'vitest'

import { DEFAULT_RULES } from '@/domain/rules'
import { pendingAge, projectDelayHours } from '@/domain/applications/pendingAge'

const delays = {
  action_verification_hours: 48,
  feedback_moderation_hours: 24,
  visibility_answer_hours: 48,
}

describe('pendingAge', () => {
  const now = new Date('2026-11-25T08:00:00Z')

  it('gives the age and marks late from the delay on, not before', () => {
    expect(pendingAge('2026-11-24T08:00:01Z', 24, now)).toEqual({ age: '23 h', late: false })
    expect(pendingAge('2026-11-24T08:00:00Z', 24, now)).toEqual({ age: '1 j', late: true })
    expect(pendingAge('2026-11-22T05:00:00Z', 48, now)).toEqual({ age: '3 j 3 h', late: true })
  })

  it('never marks late what has no promised delay (applications)', () => {
    expect(pendingAge('2026-10-01T08:00:00Z', null, now)).toEqual({ age: '55 j', late: false })
  })
})

describe('projectDelayHours', () => {
  it('reads the feedback delay for feedback projects and the visibility one otherwise', () => {
    expect(projectDelayHours('feedback', { ...delays, feedback_moderation_hours: 12 })).toBe(12)
    expect(projectDelayHours('visibility', { ...delays, visibility_answer_hours: 72 })).toBe(72)
  })

  it('uses the charter’s defaults from the rules', () => {
    expect(projectDelayHours('feedback', DEFAULT_RULES)).toBe(24)
    expect(projectDelayHours('visibility', DEFAULT_RULES)).toBe(48)
  })
})
