import { describe, expect, it } from 'vitest'

import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/domain/email/unsubscribeToken'

const KEY = 'une-clé-de-test'

describe('the digest’s unsubscribe token', () => {
  it('names the member it was signed for', () => {
    const token = signUnsubscribeToken(42, KEY)
    expect(token).toMatch(/^42\.[\w-]{43}$/)
    expect(verifyUnsubscribeToken(token, KEY)).toBe(42)
  })

  it('refuses a token signed with another key, for another member, or altered', () => {
    const token = signUnsubscribeToken(42, KEY)
    const mac = token.split('.')[1]
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, 'autre-clé'), KEY)).toBeNull()
    // The signature of 42 does not open 43's account.
    expect(verifyUnsubscribeToken(`43.${mac}`, KEY)).toBeNull()
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect(verifyUnsubscribeToken(`42.${flipped}`, KEY)).toBeNull()
  })

  it('refuses anything that is not a token', () => {
    const mac = signUnsubscribeToken(42, KEY).split('.')[1]
    for (const bad of [
      null,
      undefined,
      42,
      '',
      '42',
      `042.${mac}`,
      `-42.${mac}`,
      `42.${mac}x`,
      `42.${mac.slice(1)}`,
      `42 .${mac}`,
    ]) {
      expect(verifyUnsubscribeToken(bad, KEY), String(bad)).toBeNull()
    }
  })
})
