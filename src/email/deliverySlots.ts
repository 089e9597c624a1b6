import { MAX_DELIVERIES_IN_FLIGHT } from '@/domain/emailRetries'

let deliveriesInFlight = 0
const waiting: Array<() => void> = []

/**
 * Runs `deliver` when fewer than `MAX_DELIVERIES_IN_FLIGHT` SMTP exchanges are under way in this
 * process, so a process that dies can leave only that many messages with an uncertain outcome.
 * A finished delivery hands its slot to the next waiting one.
 */
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
