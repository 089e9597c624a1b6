import { describe, expect, it } from 'vitest'

import { memberHintFrom } from '@/auth/memberHint'

describe('memberHintFrom', () => {
  it('reads the member hint among the readable cookies', () => {
    expect(memberHintFrom('tryb-member=active')).toBe('active')
    expect(memberHintFrom('consent=1; tryb-member=waitlist; theme=clair')).toBe('waitlist')
  })

  it('is null for a visitor, staff, or a value that is not a status', () => {
    expect(memberHintFrom('')).toBeNull()
    expect(memberHintFrom('consent=1')).toBeNull()
    expect(memberHintFrom('tryb-member=inactive')).toBeNull()
    expect(memberHintFrom('tryb-member=')).toBeNull()
    expect(memberHintFrom('not-tryb-member=active')).toBeNull()
  })
})
