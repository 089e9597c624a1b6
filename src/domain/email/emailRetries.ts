/**
 * Eleven attempts from one minute wait about 34 hours, past a day-long outage; then an admin sees it and may resend.
 */
export const EMAIL_RETRY = { attempts: 11, firstDelayMs: 60_000 } as const

export const totalRetryWaitMs = ({ attempts, firstDelayMs }: { attempts: number; firstDelayMs: number }) =>
  Array.from({ length: attempts }, (_, index) => firstDelayMs * 2 ** index).reduce((sum, delay) => sum + delay, 0)

/**
 * The end-of-message reply is awaited the 10 minutes of RFC 5321: giving up
 * earlier cannot know whether it left, and resending could deliver twice.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 600_000 } as const

/** A dying process leaves at most this many messages of uncertain outcome; they are shown to admins, not resent. */
export const MAX_DELIVERIES_IN_FLIGHT = 2

/** Renewed while the runner works (a reply may take 10 minutes), so only a dead runner's lease runs out. */
export const DELIVERY_LEASE_SECONDS = 120
export const DELIVERY_LEASE_RENEWAL_SECONDS = 30

/** A live runner touches its job at every lease renewal, so this outlasts a renewal many times over. */
export const STUCK_JOB_MINUTES = 5

/** A server's own refusal is certain, and so is any failure before the end of the message. */
export const deliveryOutcomeIsUncertain = (messageEndSent: boolean, error: unknown): boolean =>
  messageEndSent && !(typeof error === 'object' && error !== null && 'responseCode' in error && error.responseCode)
