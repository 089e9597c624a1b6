import { queryStatsEnabled, readQueryStats } from '@/db/queryStats'
import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

export const dynamic = 'force-dynamic'

/** Off unless TRYB_QUERY_STATS=1 (the bench's server): the API's French 404 otherwise, and nothing is counted. */
export function GET() {
  if (!queryStatsEnabled()) return Response.json({ errors: [{ message: ROUTE_NOT_FOUND_MESSAGE }] }, { status: 404 })
  return Response.json(readQueryStats(), { headers: { 'Cache-Control': 'no-store' } })
}
