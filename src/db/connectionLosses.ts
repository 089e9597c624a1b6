/** On `globalThis`: the production build may load this module in more than one chunk. */
const losses = globalThis as typeof globalThis & { __trybConnectionLosses?: number }

export function noteConnectionLoss() {
  losses.__trybConnectionLosses = (losses.__trybConnectionLosses ?? 0) + 1
}

export const connectionLossCount = () => losses.__trybConnectionLosses ?? 0
