import { describe, expect, it } from 'vitest'

import {
  BUSINESS_IDENTIFIER_MESSAGES,
  compactIdentifier,
  frenchVatKey,
  sirenError,
  vatNumberError,
} from '@/domain/payments/businessIdentifiers'

// A SIREN with a valid Luhn key (La Poste's, public) and the French VAT number built from it.
const SIREN = '356000000'
const VAT = 'FR39356000000'

describe('SIREN', () => {
  it('takes 9 digits with a valid Luhn key, spaces allowed, or nothing', () => {
    expect(sirenError('356 000 000')).toBeNull()
    expect(sirenError('')).toBeNull()
    expect(sirenError(null)).toBeNull()
    expect(sirenError('356000001')).toBe(BUSINESS_IDENTIFIER_MESSAGES.siren)
    expect(sirenError('35600000')).toBe(BUSINESS_IDENTIFIER_MESSAGES.siren)
    expect(sirenError('abc')).toBe(BUSINESS_IDENTIFIER_MESSAGES.siren)
  })
})

describe('French VAT number', () => {
  it('is FR, the key computed from the SIREN, then the SIREN', () => {
    expect(frenchVatKey(SIREN)).toBe(VAT.slice(2, 4))
    expect(vatNumberError('fr 39 356 000 000', SIREN)).toBeNull()
    expect(vatNumberError('', SIREN)).toBeNull()
  })

  it('is refused when it does not match the SIREN, is malformed, or has no SIREN to match', () => {
    expect(vatNumberError('FR40356000000', SIREN)).toBe(BUSINESS_IDENTIFIER_MESSAGES.vatMismatch)
    expect(vatNumberError(VAT, '552100554')).toBe(BUSINESS_IDENTIFIER_MESSAGES.vatMismatch)
    expect(vatNumberError('FR3935600000', SIREN)).toBe(BUSINESS_IDENTIFIER_MESSAGES.vatFormat)
    expect(vatNumberError(VAT, '')).toBe(BUSINESS_IDENTIFIER_MESSAGES.vatNeedsSiren)
  })

  it('takes another country’s number as given', () => {
    expect(vatNumberError('BE0123456749', '')).toBeNull()
    expect(vatNumberError('B!', '')).toBe(BUSINESS_IDENTIFIER_MESSAGES.vatFormat)
  })

  it('is stored without spaces, dots or dashes', () => {
    expect(compactIdentifier(' fr-39.356 000 000 ')).toBe('FR39356000000')
  })
})
