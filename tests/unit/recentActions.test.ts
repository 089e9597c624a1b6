import { describe, expect, it } from 'vitest'

import { declaredActionCategory } from '@/domain/declaredActions/declaredActions'
import { parseRecentActionFilter, referralCategory, weekIndex } from '@/domain/declaredActions/recentActions'

describe('recent actions', () => {
  it('sorts declared actions and referrals into valid, pending and invalid', () => {
    expect(declaredActionCategory('validated_auto')).toBe('valid')
    expect(declaredActionCategory('validated_manual')).toBe('valid')
    expect(declaredActionCategory('pending')).toBe('pending')
    expect(declaredActionCategory('rejected')).toBe('invalid')
    expect(referralCategory('active')).toBe('valid')
    expect(referralCategory('pending')).toBe('pending')
  })

  it('reads the filter from the address, anything unknown meaning all', () => {
    expect(parseRecentActionFilter('valid')).toBe('valid')
    expect(parseRecentActionFilter('nimporte')).toBe('all')
    expect(parseRecentActionFilter(undefined)).toBe('all')
  })

  it('numbers consecutive weeks consecutively', () => {
    const monday = new Date(Date.UTC(2026, 10, 16))
    const next = new Date(Date.UTC(2026, 10, 23))
    expect(weekIndex(next) - weekIndex(monday)).toBe(1)
  })
})
