import pg from 'pg'

/** A slow answer means a loaded machine, not an outage: at one second, a busy machine turned a sign-in into a 503. */
const CHECK_TIMEOUT_MS = 3_000
/** How long a good answer is trusted before the next request checks again. */
const TRUSTED_FOR_MS = 1_000

// A pool of its own: the check must answer even when the app's pool is exhausted or Payload
// could not start. One connection, kept while in use, so a check costs one round trip.
let pool: pg.Pool | undefined
const healthPool = () => {
  if (pool) return pool
  pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  })
  // A connection dying while idle (a database restart) must not end the process.
  pool.on('error', () => undefined)
  return pool
}

let lastUp = 0
let inFlight: Promise<boolean> | null = null

export function checkDatabase(): Promise<boolean> {
  inFlight ??= healthPool()
    .query('select 1')
    .then(
      () => {
        lastUp = Date.now()
        return true
      },
      (error: unknown) => {
        lastUp = 0
        console.error('[db] database unreachable:', error instanceof Error ? error.message : error)
        return false
      },
    )
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

/** Whether the database answers, trusting a good answer for a second: what each request pays. */
export const databaseIsUp = (): Promise<boolean> =>
  Date.now() - lastUp < TRUSTED_FOR_MS ? Promise.resolve(true) : checkDatabase()
