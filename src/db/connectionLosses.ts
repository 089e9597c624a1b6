/**
 * How many database connections this process lost while in use or idle. Kept on `globalThis`:
 * the production build may load this module in more than one chunk, and the pool's listener and
 * the REST route must count on one number.
 */
const losses = globalThis as typeof globalThis & { __trybConnectionLosses?: number }

export function noteConnectionLoss() {
  losses.__trybConnectionLosses = (losses.__trybConnectionLosses ?? 0) + 1
}

export const connectionLossCount = () => losses.__trybConnectionLosses ?? 0
