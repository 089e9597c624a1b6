import { describe, expect, it } from 'vitest'

import { isStrongEnough, passwordStrength } from '@/domain/auth/passwords'

describe('isStrongEnough', () => {
  it('asks for 8 characters with a letter and a digit', () => {
    expect(isStrongEnough('abcdefg1')).toBe(true)
    expect(isStrongEnough('éléphant9')).toBe(true)
    expect(isStrongEnough('abcdef1')).toBe(false)
    expect(isStrongEnough('abcdefgh')).toBe(false)
    expect(isStrongEnough('12345678')).toBe(false)
  })
})

describe('passwordStrength', () => {
  it('is Faible (33 %) up to 2 criteria', () => {
    expect(passwordStrength('')).toEqual({ label: 'Faible', percent: 33, met: 0 })
    expect(passwordStrength('abc')).toEqual({ label: 'Faible', percent: 33, met: 1 })
    expect(passwordStrength('abcdefgh')).toEqual({ label: 'Faible', percent: 33, met: 2 })
  })

  it('is Moyen (66 %) at 3 criteria', () => {
    expect(passwordStrength('abcdefg1')).toEqual({ label: 'Moyen', percent: 66, met: 3 })
  })

  it('is Fort (100 %) at 4 or 5 criteria', () => {
    expect(passwordStrength('Abcdefg1')).toEqual({ label: 'Fort', percent: 100, met: 4 })
    expect(passwordStrength('Abcdef1!')).toEqual({ label: 'Fort', percent: 100, met: 5 })
  })
})
