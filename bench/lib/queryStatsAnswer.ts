import { readQueryStats, readQueryTexts } from '../../src/db/queryStats'
import { liveHeapBytes } from './liveHeap'

/**
 * What the bench's counting server (`countingServer.ts`) answers: the SQL counters of the app's
 * process (`src/db/queryStats.ts`). `?after=N`: also the texts of the statements sent after the
 * N-th (N: an earlier reading's `sent`), for the bench to check what a page asked. `?memory=1`: also
 * the process's resident memory and its live heap after a full collection (the export's memory).
 */
export function queryStatsAnswer(url: URL) {
  const after = url.searchParams.get('after')
  const texts = after === null ? {} : { texts: readQueryTexts(Number(after) || 0) }
  const memory = url.searchParams.has('memory')
    ? { liveHeapBytes: liveHeapBytes(), rssBytes: process.memoryUsage().rss }
    : {}
  return { ...readQueryStats(), ...texts, ...memory }
}
