import { afterEach, describe, expect, it, vi } from 'vitest'

import { DELIVERY_LEASE_RENEWAL_SECONDS, DELIVERY_LEASE_SECONDS, EMAIL_RETRY } from '@/domain/email/emailRetries'
import { deliveryLeaseRenewalMs, deliveryLeaseSeconds, emailRetryFirstDelayMs } from '@/outbox/timings'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the outbox’s waits', () => {
  it('are the production values when nothing is set, or when what is set is not a positive number', () => {
    vi.stubEnv('TRYB_OUTBOX_LEASE_SECONDS', '')
    vi.stubEnv('TRYB_OUTBOX_RETRY_DELAY_MS', 'vite')
    expect(deliveryLeaseSeconds()).toBe(DELIVERY_LEASE_SECONDS)
    expect(deliveryLeaseRenewalMs()).toBe(DELIVERY_LEASE_RENEWAL_SECONDS * 1_000)
    expect(emailRetryFirstDelayMs()).toBe(EMAIL_RETRY.firstDelayMs)
    vi.stubEnv('TRYB_OUTBOX_LEASE_SECONDS', '-5')
    expect(deliveryLeaseSeconds()).toBe(DELIVERY_LEASE_SECONDS)
  })

  it('are shortened by the environment, the renewal keeping its ratio to the lease', () => {
    vi.stubEnv('TRYB_OUTBOX_LEASE_SECONDS', '20')
    vi.stubEnv('TRYB_OUTBOX_RETRY_DELAY_MS', '5000')
    expect(deliveryLeaseSeconds()).toBe(20)
    expect(deliveryLeaseRenewalMs()).toBe((20_000 * DELIVERY_LEASE_RENEWAL_SECONDS) / DELIVERY_LEASE_SECONDS)
    expect(emailRetryFirstDelayMs()).toBe(5_000)
  })
})
