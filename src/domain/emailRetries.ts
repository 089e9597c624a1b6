/**
 * The outbox's patience with a mail server that does not answer: Payload retries a failed
 * delivery after `delay × 2^(n−1)`, n the attempt. Eleven attempts from one minute wait about 34
 * hours in all, past a day-long outage; then the message is marked failed, for an admin to see
 * and send again.
 */
export const EMAIL_RETRY = { attempts: 11, firstDelayMs: 60_000 } as const

/** Milliseconds waited across all retries of a message (the sum of the back-off delays). */
export const totalRetryWaitMs = ({ attempts, firstDelayMs }: { attempts: number; firstDelayMs: number }) =>
  Array.from({ length: attempts }, (_, index) => firstDelayMs * 2 ** index).reduce((sum, delay) => sum + delay, 0)

/** Time limits of one SMTP exchange: a stalled server fails this attempt in seconds, not minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

/**
 * How long a runner's lease on a message lasts: past the slowest attempt the SMTP time limits
 * allow (well under a minute), short enough that a message whose runner died is sent again
 * minutes later. At 15 minutes, a second runner refused the lease of a runner killed
 * mid-delivery put the message off for a quarter of an hour (seen in the cluster test).
 */
export const DELIVERY_LEASE_SECONDS = 120

/**
 * A job left "processing" longer than this was cut off (a crash, a killed worker): the recovery
 * step makes it runnable again. Longer than any attempt can last with the timeouts above, and
 * than a delivery lease.
 */
export const STUCK_JOB_MINUTES = 5
