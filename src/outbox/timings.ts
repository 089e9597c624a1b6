import { DELIVERY_LEASE_RENEWAL_SECONDS, DELIVERY_LEASE_SECONDS, EMAIL_RETRY } from '@/domain/emailRetries'

/** A positive number from the environment, else the production value. */
function fromEnvironment(name: string, productionValue: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : productionValue
}

/**
 * The outbox's waits. Unset in production (the values of `src/domain/emailRetries.ts`); the
 * cluster test shortens them (`TRYB_OUTBOX_LEASE_SECONDS`, `TRYB_OUTBOX_RETRY_DELAY_MS`) so that
 * a killed worker's messages go again within seconds instead of minutes. The renewal keeps its
 * ratio to the lease.
 */
export const deliveryLeaseSeconds = () => fromEnvironment('TRYB_OUTBOX_LEASE_SECONDS', DELIVERY_LEASE_SECONDS)

export const deliveryLeaseRenewalMs = () =>
  (deliveryLeaseSeconds() * 1_000 * DELIVERY_LEASE_RENEWAL_SECONDS) / DELIVERY_LEASE_SECONDS

export const emailRetryFirstDelayMs = () => fromEnvironment('TRYB_OUTBOX_RETRY_DELAY_MS', EMAIL_RETRY.firstDelayMs)
