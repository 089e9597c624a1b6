import { createHmac, timingSafeEqual } from 'node:crypto'

/** Signed, nothing stored. It can only open one rate-limited reactivation request, so a leaked one does little. */
const PURPOSE = 'reactivation-request'

export const REACTIVATION_TICKET_SECONDS = 30 * 60

const macOf = (memberId: number, expires: number, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${memberId}:${expires}`).digest('base64url')

export function signReactivationTicket(memberId: number, key: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + REACTIVATION_TICKET_SECONDS
  return `${memberId}.${expires}.${macOf(memberId, expires, key)}`
}

/** An id, an expiry in seconds, then the 43 characters of a SHA-256 HMAC in base64url. */
const TICKET_SHAPE = /^([1-9]\d{0,14})\.(\d{10,12})\.([\w-]{43})$/

export function verifyReactivationTicket(ticket: unknown, key: string, now: Date = new Date()): number | null {
  if (typeof ticket !== 'string') return null
  const match = TICKET_SHAPE.exec(ticket)
  if (!match) return null
  const memberId = Number(match[1])
  const expires = Number(match[2])
  if (!Number.isSafeInteger(memberId) || expires * 1000 <= now.getTime()) return null
  const expected = Buffer.from(macOf(memberId, expires, key))
  const given = Buffer.from(match[3])
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null
}
