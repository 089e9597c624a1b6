import { describe, expect, it } from 'vitest'

import { periodOf } from '@/domain/points/periods'

const at = (iso: string) => periodOf(new Date(iso))

describe('periodOf (semesters in Europe/Paris)', () => {
  it('splits the year at 1 January and 1 July', () => {
    expect(at('2026-01-15T12:00:00Z')).toBe('2026-S1')
    expect(at('2026-06-15T12:00:00Z')).toBe('2026-S1')
    expect(at('2026-07-15T12:00:00Z')).toBe('2026-S2')
    expect(at('2026-12-15T12:00:00Z')).toBe('2026-S2')
  })

  it('changes semester at midnight in Paris in summer (UTC+2), not at midnight UTC', () => {
    expect(at('2026-06-30T21:59:59Z')).toBe('2026-S1')
    // 22:00 UTC is already 1 July 00:00 in Paris.
    expect(at('2026-06-30T22:00:00Z')).toBe('2026-S2')
    expect(at('2026-06-30T23:30:00Z')).toBe('2026-S2')
  })

  it('changes year at midnight in Paris in winter (UTC+1)', () => {
    expect(at('2025-12-31T22:59:59Z')).toBe('2025-S2')
    expect(at('2025-12-31T23:00:00Z')).toBe('2026-S1')
    expect(at('2025-12-31T23:30:00Z')).toBe('2026-S1')
  })

  it('does not depend on the time zone of the machine', () => {
    const original = process.env.TZ
    try {
      process.env.TZ = 'Pacific/Kiritimati'
      expect(at('2026-06-30T21:59:59Z')).toBe('2026-S1')
      process.env.TZ = 'America/Los_Angeles'
      expect(at('2025-12-31T23:30:00Z')).toBe('2026-S1')
    } finally {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    }
  })
})
