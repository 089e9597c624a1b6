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

/**
 * Time limits of one SMTP exchange. Reaching a server and its greeting fail in seconds (a dead
 * server holds nothing), but the reply to the end of a message is awaited for the 10 minutes of
 * RFC 5321 (section 4.5.3.2): a client that gives up earlier while the server finishes accepting
 * cannot know whether the message left, and sending it again would deliver it twice.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 600_000 } as const

/**
 * How many messages one process hands to the mail server at once. A process that dies (a crash,
 * `kill -9`) leaves at most this many messages whose outcome is uncertain: the server may hold
 * them though their acceptance was never recorded. They are shown to the admins, not resent.
 */
export const MAX_DELIVERIES_IN_FLIGHT = 2

/**
 * How long a runner's lease on a message lasts unless renewed. The runner renews it every
 * `DELIVERY_LEASE_RENEWAL_SECONDS` for as long as it works on the message (an exchange may wait
 * 10 minutes for the server's reply), so only a dead runner's lease runs out, within minutes.
 */
export const DELIVERY_LEASE_SECONDS = 120
export const DELIVERY_LEASE_RENEWAL_SECONDS = 30

/**
 * A job left "processing" longer than this was cut off (a crash, a killed worker): the recovery
 * step makes it runnable again. A live e-mail runner touches its job with every lease renewal, so
 * this outlasts a renewal period and a lease many times over.
 */
export const STUCK_JOB_MINUTES = 5

/**
 * Whether a failed delivery may have reached the mailbox anyway: the whole message had gone to
 * the server and no reply came back (a timeout, a cut connection). A server's own refusal (a
 * reply code) is certain, and so is any failure before the end of the message.
 */
export const deliveryOutcomeIsUncertain = (messageEndSent: boolean, error: unknown): boolean =>
  messageEndSent && !(typeof error === 'object' && error !== null && 'responseCode' in error && error.responseCode)
