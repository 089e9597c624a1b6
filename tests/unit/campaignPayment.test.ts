import { describe, expect, it } from 'vitest'

import { campaignPaymentState, parsePaymentQuery } from '@/domain/payments/campaignPayment'

describe('what an admin types to find a payment', () => {
  it.each([
    ['100', 10_000],
    ['100,00', 10_000],
    ['100.00', 10_000],
    ['100,5', 10_050],
    ['1 000,00 €', 100_000],
    ['100 EUR', 10_000],
    ['100€', 10_000],
    ['0,99', 99],
  ])('"%s" is an amount of %i cents', (typed, cents) => {
    expect(parsePaymentQuery(typed)?.amountCents).toBe(cents)
  })

  it.each(['TRYB-12-AB3C', '100,001', '12-AB', 'abc', '1.2.3'])(
    '"%s" is no amount, only a reference to look for',
    (typed) => {
      expect(parsePaymentQuery(typed)?.amountCents).toBeNull()
    },
  )

  it('looks for the reference in capitals without spaces; nothing to look for in blanks', () => {
    expect(parsePaymentQuery(' tryb-12-ab3c ')).toEqual({ reference: 'TRYB-12-AB3C', amountCents: null })
    expect(parsePaymentQuery('   ')).toBeNull()
  })
})

describe('a campaign payment state', () => {
  const now = new Date('2026-11-29T10:00:00Z')
  const pending = (dueAt: string, declaredAt: string | null = null) =>
    ({ status: 'pending', dueAt, declaredAt }) as const

  it('says to pay, late, announced, paid, refunded, waived', () => {
    const state = (projectStatus: string, payment: Parameters<typeof campaignPaymentState>[0]['payment']) =>
      campaignPaymentState({ projectStatus, payment, now })
    expect(state('approved', pending('2026-11-29T11:00:00Z'))).toBe('to_pay')
    expect(state('approved', pending('2026-11-29T10:00:00Z'))).toBe('late')
    expect(state('approved', pending('2026-11-28T10:00:00Z', '2026-11-28T09:00:00Z'))).toBe('declared')
    expect(state('scheduled', { status: 'paid', dueAt: '2026-11-28T10:00:00Z', declaredAt: null })).toBe('paid')
    expect(state('approved', { status: 'refunded', dueAt: '2026-11-28T10:00:00Z', declaredAt: null })).toBe('refunded')
    // Live without a paid payment: only a waiver lets a campaign through the scheduling gate.
    expect(state('scheduled', pending('2026-11-28T10:00:00Z'))).toBe('waived')
    expect(state('published', null)).toBe('waived')
    expect(state('approved', null)).toBeNull()
    expect(state('approved', { status: 'cancelled', dueAt: '2026-11-28T10:00:00Z', declaredAt: null })).toBeNull()
  })
})
