import { queryStatsEnabled, readQueryStats } from '@/db/queryStats'

export const dynamic = 'force-dynamic'

/**
 * The SQL counters of this process, for `npm run bench:scale` only (src/db/queryStats.ts).
 * Without TRYB_QUERY_STATS=1 the route does not exist: 404, and nothing is counted.
 */
export function GET() {
  if (!queryStatsEnabled()) return new Response(null, { status: 404 })
  return Response.json(readQueryStats(), { headers: { 'Cache-Control': 'no-store' } })
}
