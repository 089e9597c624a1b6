import { DELIVERY_LEASE_RENEWAL_SECONDS, DELIVERY_LEASE_SECONDS, EMAIL_RETRY } from '@/domain/email/emailRetries'

function fromEnvironment(name: string, productionValue: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : productionValue
}

/** The cluster test shortens these so a killed worker's messages go again within seconds. */
export const deliveryLeaseSeconds = () => fromEnvironment('TRYB_OUTBOX_LEASE_SECONDS', DELIVERY_LEASE_SECONDS)

export const deliveryLeaseRenewalMs = () =>
  (deliveryLeaseSeconds() * 1_000 * DELIVERY_LEASE_RENEWAL_SECONDS) / DELIVERY_LEASE_SECONDS

export const emailRetryFirstDelayMs = () => fromEnvironment('TRYB_OUTBOX_RETRY_DELAY_MS', EMAIL_RETRY.firstDelayMs)
