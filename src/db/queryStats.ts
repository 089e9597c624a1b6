import type { postgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'

type AdapterPoolOptions = Parameters<typeof postgresAdapter>[0]['pool']

/**
 * Counted in the pool's client class, which every statement
 * passes through; without the flag the pool keeps pg's own class.
 */
export type QueryStats = { statements: number; totalMs: number }

/** The texts of the last statements, numbered as counted: the bench checks what a page asked. */
const RECENT_TEXTS = 500
type RecentText = { number: number; text: string }

// On globalThis: the production build's copy of this module (the config's chunk) and the bench's
// counting server's own (bench/lib/queryStatsAnswer.ts) must share one counter.
const STATS_KEY = Symbol.for('tryb.queryStats')
const TEXTS_KEY = Symbol.for('tryb.queryTexts')
const store = globalThis as typeof globalThis & { [STATS_KEY]?: QueryStats; [TEXTS_KEY]?: RecentText[] }
const counters = () => (store[STATS_KEY] ??= { statements: 0, totalMs: 0 })
const recentTexts = () => (store[TEXTS_KEY] ??= [])

export const queryStatsEnabled = () => process.env.TRYB_QUERY_STATS === '1'

/** The counters since the process started (a copy), and how many statements were sent: the texts' numbering. */
export const readQueryStats = (): QueryStats & { sent: number } => ({
  ...counters(),
  sent: recentTexts().at(-1)?.number ?? 0,
})

/** The texts of the statements sent after the `after`-th (`sent` of an earlier reading), at most the last 500. */
export const readQueryTexts = (after: number): string[] =>
  recentTexts()
    .filter((entry) => entry.number > after)
    .map((entry) => entry.text)

function record(startedAt: number) {
  const stats = counters()
  stats.statements += 1
  stats.totalMs += performance.now() - startedAt
}

function keepText(query: unknown) {
  const texts = recentTexts()
  const text = typeof query === 'string' ? query : String((query as { text?: string } | null)?.text ?? '')
  texts.push({ number: (texts.at(-1)?.number ?? 0) + 1, text })
  if (texts.length > RECENT_TEXTS) texts.shift()
}

/** pg's client, timing each statement from the call to its answer (promise or callback). */
function countingClient(): typeof pg.Client {
  class CountingClient extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  CountingClient.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const startedAt = performance.now()
    keepText(args[0])
    const callbackAt = args.findIndex((arg, index) => index > 0 && typeof arg === 'function')
    if (callbackAt > 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => unknown
      args[callbackAt] = (...results: unknown[]) => {
        record(startedAt)
        return callback(...results)
      }
      return query.apply(this, args)
    }
    const result = query.apply(this, args)
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      const done = () => record(startedAt)
      ;(result as Promise<unknown>).then(done, done)
    } else {
      // A submittable (cursor, stream) reports on its own; count it without a time.
      record(performance.now())
    }
    return result
  } as typeof pg.Client.prototype.query
  return CountingClient
}

export const queryStatsPoolOptions = (): Pick<AdapterPoolOptions, 'Client'> =>
  // The adapter's copy of pg's typings describes the client as a
  // bare ClientBase; a Client subclass is what the pool builds.
  queryStatsEnabled() ? { Client: countingClient() as unknown as AdapterPoolOptions['Client'] } : {}
