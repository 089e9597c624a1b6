import { MAX_DELIVERIES_IN_FLIGHT } from '@/domain/email/emailRetries'

let deliveriesInFlight = 0
const waiting: Array<() => void> = []

/** Bounds how many messages a dying process can leave with an uncertain outcome. */
export async function withDeliverySlot<T>(deliver: () => Promise<T>): Promise<T> {
  if (deliveriesInFlight < MAX_DELIVERIES_IN_FLIGHT) deliveriesInFlight++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await deliver()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else deliveriesInFlight--
  }
}
