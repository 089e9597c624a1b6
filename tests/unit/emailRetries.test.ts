import { describe, expect, it } from 'vitest'

import {
  DELIVERY_LEASE_SECONDS,
  EMAIL_RETRY,
  SMTP_TIMEOUTS,
  STUCK_JOB_MINUTES,
  totalRetryWaitMs,
} from '@/domain/emailRetries'

describe('the outbox’s patience', () => {
  it('sums the doubling back-off delays', () => {
    expect(totalRetryWaitMs({ attempts: 3, firstDelayMs: 1_000 })).toBe(1_000 + 2_000 + 4_000)
  })

  it('keeps retrying a message through an outage of more than a day', () => {
    expect(totalRetryWaitMs(EMAIL_RETRY)).toBeGreaterThan(24 * 60 * 60 * 1_000)
  })

  it('gives up on a stalled server within seconds, well before a job counts as cut off', () => {
    const longestAttemptMs =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout
    expect(longestAttemptMs).toBeLessThan(60_000)
    expect(STUCK_JOB_MINUTES * 60_000).toBeGreaterThan(longestAttemptMs * 3)
  })

  it('holds a delivery lease past the longest attempt, and lets a dead runner’s message go within minutes', () => {
    const longestAttemptMs =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout
    expect(DELIVERY_LEASE_SECONDS * 1_000).toBeGreaterThan(longestAttemptMs * 2)
    expect(DELIVERY_LEASE_SECONDS).toBeLessThan(STUCK_JOB_MINUTES * 60)
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
