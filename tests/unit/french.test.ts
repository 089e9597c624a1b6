import { describe, expect, it } from 'vitest'

import { countOf, formatEuros, frenchDate, frenchDateTime } from '@/domain/french'

describe('countOf', () => {
  it('uses the singular for 0 and 1, the plural from 2', () => {
    expect(countOf(0, 'place restante', 'places restantes')).toBe('0 place restante')
    expect(countOf(1, 'point', 'points')).toBe('1 point')
    expect(countOf(2, 'point', 'points')).toBe('2 points')
    expect(countOf(23, 'place restante', 'places restantes')).toBe('23 places restantes')
  })
})

describe('formatEuros', () => {
  it('writes whole euros the French way, with the space the site has always used before €', () => {
    expect(formatEuros(100)).toBe('100 €')
    expect(formatEuros(0)).toBe('0 €')
    expect(formatEuros(1500)).toBe('1\u202f500 €')
  })
})

describe('French dates', () => {
  it('are read on the Paris calendar and clock, whatever the server’s time zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris (UTC+1 in winter).
    expect(frenchDate('2026-11-30T23:30:00Z')).toBe('01/12/2026')
    expect(frenchDateTime('2026-11-30T23:30:00Z')).toBe('01/12/2026 00:30')
    // Summer time: UTC+2.
    expect(frenchDateTime(new Date('2026-07-14T12:05:00Z'))).toBe('14/07/2026 14:05')
  })
})
