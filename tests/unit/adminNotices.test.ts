import { describe, expect, it } from 'vitest'

import { adminsMayBeToldAgain } from '@/domain/moderation/adminNotices'

describe('adminsMayBeToldAgain', () => {
  const now = new Date('2026-11-23T12:00:00.000Z')
  it('tells the admins of an owner’s first move', () => {
    expect(adminsMayBeToldAgain(null, now)).toBe(true)
  })
  it('stays silent within the hour after the owner’s previous move, speaks again after it', () => {
    expect(adminsMayBeToldAgain(new Date('2026-11-23T11:01:00.000Z'), now)).toBe(false)
    expect(adminsMayBeToldAgain(new Date('2026-11-23T11:00:00.000Z'), now)).toBe(true)
  })
})
