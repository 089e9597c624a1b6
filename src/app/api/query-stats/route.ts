import { liveHeapBytes } from '@/db/liveHeap'
import { queryStatsEnabled, readQueryStats, readQueryTexts } from '@/db/queryStats'
import { ROUTE_NOT_FOUND_MESSAGE } from '@/errors/frenchNotFound'

export const dynamic = 'force-dynamic'

/**
 * The SQL counters of this process, for `npm run bench:scale` only (src/db/queryStats.ts).
 * Without TRYB_QUERY_STATS=1 the route does not exist: the French 404 of any address the API does
 * not serve, and nothing is counted. `?after=N`: also the texts of the statements sent after the
 * N-th (N: an earlier reading's `sent`), for the bench to check what a page asked. `?memory=1`: also
 * the process's resident memory and its live heap after a full collection (the export's memory).
 */
export function GET(request: Request) {
  if (!queryStatsEnabled()) return Response.json({ errors: [{ message: ROUTE_NOT_FOUND_MESSAGE }] }, { status: 404 })
  const after = new URL(request.url).searchParams.get('after')
  const texts = after === null ? {} : { texts: readQueryTexts(Number(after) || 0) }
  const memory = new URL(request.url).searchParams.has('memory')
    ? { liveHeapBytes: liveHeapBytes(), rssBytes: process.memoryUsage().rss }
    : {}
  return Response.json({ ...readQueryStats(), ...texts, ...memory }, { headers: { 'Cache-Control': 'no-store' } })
}
