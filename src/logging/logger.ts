import pino from 'pino'

/**
 * The production server's structured log: one JSON object a line (what journald, Loki or any
 * collector reads). Never an address with its query, an e-mail, a token or a password: request
 * lines name the route template only.
 */
/**
 * A database error's text without the statement's values: drizzle's "Failed query: … params: …"
 * carries them (seen in a full e2e run: an outbox job's recipient and Message-ID, logged by
 * Payload's job runner when its log row could not be written).
 */
export const withoutQueryParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [retirés du journal]')

/** Errors as pino writes them, their message and stack stripped of query values. */
function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>
  for (const key of ['message', 'stack'] as const) {
    if (typeof serialized[key] === 'string') serialized[key] = withoutQueryParams(serialized[key] as string)
  }
  return serialized
}

/** The logger's serializers, for its test. */
export const logSerializers = { err: serializeError, error: serializeError }

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // Defence in depth, should a caller ever pass a request's headers.
  redact: ['headers.authorization', 'headers.cookie', 'password', 'token', 'email'],
  serializers: logSerializers,
})
