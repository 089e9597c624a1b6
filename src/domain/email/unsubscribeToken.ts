import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Nothing stored and it never expires: the worst a leaked one does is turn the digest off, which its owner asked for.
 */
const PURPOSE = 'weekly-digest-unsubscribe'

const macOf = (memberId: number, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${memberId}`).digest('base64url')

export const signUnsubscribeToken = (memberId: number, key: string): string => `${memberId}.${macOf(memberId, key)}`

/** An id, a dot, then the 43 characters of a SHA-256 HMAC in base64url. */
const TOKEN_SHAPE = /^([1-9]\d{0,14})\.([\w-]{43})$/

export function verifyUnsubscribeToken(token: unknown, key: string): number | null {
  if (typeof token !== 'string') return null
  const match = TOKEN_SHAPE.exec(token)
  if (!match) return null
  const memberId = Number(match[1])
  if (!Number.isSafeInteger(memberId)) return null
  const expected = Buffer.from(macOf(memberId, key))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null
}
