import { queryStatsEnabled, readQueryStats } from '@/db/queryStats'
import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

export const dynamic = 'force-dynamic'

/**
 * The SQL counters of this process, for `npm run bench:scale` only (src/db/queryStats.ts).
 * Without TRYB_QUERY_STATS=1 the route does not exist: the French 404 of any address the API does
 * not serve, and nothing is counted.
 */
export function GET() {
  if (!queryStatsEnabled()) return Response.json({ errors: [{ message: ROUTE_NOT_FOUND_MESSAGE }] }, { status: 404 })
  return Response.json(readQueryStats(), { headers: { 'Cache-Control': 'no-store' } })
}
