import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be (Stripe's own default tolerance), against replays of old captures. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** Stripe's documented scheme, so the stand-in and the tests sign like Stripe. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/** Any v1 may match, since Stripe sends several while a secret is rolled; compared in constant time. */
export function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !secret) return false
  const parts = header.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'))
  return parts
    .filter(([key, value]) => key === 'v1' && value)
    .some(([, value]) => {
      const given = Buffer.from(value)
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
}
