import { describe, expect, it } from 'vitest'

import { countOf, formatEuros } from '@/domain/french'

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
