import pg from 'pg'

export const dynamic = 'force-dynamic'

// A pool of its own: the check must answer even when the app's Payload could not start.
let pool: pg.Pool | undefined
const healthPool = () =>
  (pool ??= new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 1,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  }))

const noStore = { 'Cache-Control': 'no-store' }

/** 200 when the database answers, 503 otherwise; for load balancers and uptime checks. */
export async function GET() {
  try {
    await healthPool().query('select 1')
    return Response.json({ status: 'ok', database: 'up' }, { headers: noStore })
  } catch (error) {
    console.error('[health] database unreachable:', error instanceof Error ? error.message : error)
    return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: noStore })
  }
}
