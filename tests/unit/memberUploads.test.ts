import { describe, expect, it } from 'vitest'

import { MEMBER_UPLOADS_PER_DAY, mayUploadAnother, uploadQuotaWindowStart } from '@/domain/members/memberUploads'

describe('member upload quota', () => {
  it('lets a member send files up to the daily quota, not one more', () => {
    expect(mayUploadAnother(0)).toBe(true)
    expect(mayUploadAnother(MEMBER_UPLOADS_PER_DAY - 1)).toBe(true)
    expect(mayUploadAnother(MEMBER_UPLOADS_PER_DAY)).toBe(false)
  })

  it('counts the uploads of the last 24 hours', () => {
    expect(uploadQuotaWindowStart(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-22T10:00:00.000Z')
  })
})
