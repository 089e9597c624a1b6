/**
 * `npm run bench:scale`'s server: the app's own (`scripts/server.ts`, same arguments) with its SQL
 * counted, and the counters on a port of their own, `TRYB_QUERY_STATS_PORT` on 127.0.0.1, never
 * the app's. The shipped app has no route to them: only this entry, which `bench/scale.ts` starts,
 * serves them. The counters live in this process's `globalThis` (`src/db/queryStats.ts`), which the
 * production build's chunks share, since Next serves in the process that starts it.
 */
import { createServer } from 'node:http'

import { queryStatsAnswer } from './queryStatsAnswer'

process.env.TRYB_QUERY_STATS = '1'
const statsPort = Number(process.env.TRYB_QUERY_STATS_PORT)
if (!Number.isInteger(statsPort) || statsPort <= 0) throw new Error('TRYB_QUERY_STATS_PORT manquant')

await new Promise<void>((resolve) =>
  createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    response.end(JSON.stringify(queryStatsAnswer(new URL(request.url ?? '/', 'http://127.0.0.1'))))
  }).listen(statsPort, '127.0.0.1', resolve),
)

await import('../../scripts/server')
