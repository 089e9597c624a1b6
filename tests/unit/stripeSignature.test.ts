import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signStripePayload, verifyStripeSignature } from '@/payments/card/stripeSignature'

const SECRET = 'whsec_unit'
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}'
const NOW = 1_800_000_000

describe('Stripe webhook signatures', () => {
  it('signs as Stripe documents it: v1 = HMAC-SHA256 of "t.body" with the secret', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex')
    expect(signStripePayload(BODY, SECRET, NOW)).toBe(`t=${NOW},v1=${expected}`)
  })

  it('accepts its own signature, and any v1 of a header carrying several', () => {
    const header = signStripePayload(BODY, SECRET, NOW)
    expect(verifyStripeSignature(BODY, header, SECRET, NOW + 10)).toBe(true)
    expect(verifyStripeSignature(BODY, `t=${NOW},v1=00ff,${header.split(',')[1]}`, SECRET, NOW)).toBe(true)
  })

  it('refuses another body, another secret, no header, garbage and a signature older than 5 minutes', () => {
    const header = signStripePayload(BODY, SECRET, NOW)
    expect(verifyStripeSignature(`${BODY} `, header, SECRET, NOW)).toBe(false)
    expect(verifyStripeSignature(BODY, header, 'whsec_other', NOW)).toBe(false)
    expect(verifyStripeSignature(BODY, null, SECRET, NOW)).toBe(false)
    expect(verifyStripeSignature(BODY, 'v1=abc', SECRET, NOW)).toBe(false)
    expect(verifyStripeSignature(BODY, header, '', NOW)).toBe(false)
    expect(verifyStripeSignature(BODY, header, SECRET, NOW + 301)).toBe(false)
    expect(verifyStripeSignature(BODY, header, SECRET, NOW + 300)).toBe(true)
  })
})
