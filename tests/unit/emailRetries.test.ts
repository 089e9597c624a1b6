import { describe, expect, it } from 'vitest'

import {
  DELIVERY_LEASE_RENEWAL_SECONDS,
  DELIVERY_LEASE_SECONDS,
  deliveryOutcomeIsUncertain,
  EMAIL_RETRY,
  MAX_DELIVERIES_IN_FLIGHT,
  SMTP_TIMEOUTS,
  STUCK_JOB_MINUTES,
  totalRetryWaitMs,
} from '@/domain/email/emailRetries'

describe('the outbox’s patience', () => {
  it('sums the doubling back-off delays', () => {
    expect(totalRetryWaitMs({ attempts: 3, firstDelayMs: 1_000 })).toBe(1_000 + 2_000 + 4_000)
  })

  it('keeps retrying a message through an outage of more than a day', () => {
    expect(totalRetryWaitMs(EMAIL_RETRY)).toBeGreaterThan(24 * 60 * 60 * 1_000)
  })

  it('waits 10 minutes for the answer to the end of a message (RFC 5321), seconds for a dead server', () => {
    expect(SMTP_TIMEOUTS.socketTimeout).toBeGreaterThanOrEqual(10 * 60_000)
    expect(SMTP_TIMEOUTS.connectionTimeout).toBeLessThanOrEqual(10_000)
    expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(10_000)
  })

  it('keeps a live runner’s lease through that wait, and lets a dead runner’s message go within minutes', () => {
    expect(DELIVERY_LEASE_RENEWAL_SECONDS * 3).toBeLessThanOrEqual(DELIVERY_LEASE_SECONDS)
    expect(DELIVERY_LEASE_SECONDS * 2).toBeLessThan(STUCK_JOB_MINUTES * 60)
  })

  it('keeps what one process has in flight small', () => {
    expect(MAX_DELIVERIES_IN_FLIGHT).toBeGreaterThanOrEqual(1)
    expect(MAX_DELIVERIES_IN_FLIGHT).toBeLessThanOrEqual(2)
  })
})

describe('deliveryOutcomeIsUncertain', () => {
  const timeout = Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' })
  const refused = Object.assign(new Error('Message failed'), { code: 'EMESSAGE', responseCode: 451 })

  it('is uncertain only when the whole message went out and no answer came', () => {
    expect(deliveryOutcomeIsUncertain(true, timeout)).toBe(true)
    expect(deliveryOutcomeIsUncertain(true, new Error('Connection closed unexpectedly'))).toBe(true)
  })

  it('is certain when the server answered, or before the end of the message', () => {
    expect(deliveryOutcomeIsUncertain(true, refused)).toBe(false)
    expect(deliveryOutcomeIsUncertain(false, timeout)).toBe(false)
  })
})

describe('withTimeouts', () => {
  it('adds the time limits to the SMTP address as nodemailer reads them, keeping any already set', async () => {
    const { withTimeouts } = await import('@/email/adapter')
    const url = new URL(withTimeouts('smtp://user:secret@mail.exemple.fr:587?socketTimeout=5000'))
    expect(url.searchParams.get('greetingTimeout')).toBe('10000')
    expect(url.searchParams.get('connectionTimeout')).toBe('10000')
    expect(url.searchParams.get('socketTimeout')).toBe('5000')
    expect(`${url.username}:${url.password}@${url.host}`).toBe('user:secret@mail.exemple.fr:587')
  })
})
