import http from 'node:http'

/** Keep-alive connections each load keeps busy, from one Node process. */
export const CONNECTIONS = 32

/** `cookie` is a signed-in browser's session cookie. */
export function get(agent: http.Agent, url: URL, cacheHeader = 'x-nextjs-cache', cookie?: string) {
  return new Promise<{ status: number; cache: string | null; ms: number }>((resolve, reject) => {
    const started = process.hrtime.bigint()
    const request = http.get(url, { agent, headers: cookie ? { Cookie: cookie } : {} }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: (response.headers[cacheHeader] as string | undefined) ?? null,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** CONNECTIONS loops, each sending its next request when the previous one ends, for `ms`. */
export async function load(agent: http.Agent, url: URL, ms: number, cacheHeader?: string, cookie?: string) {
  const times: number[] = []
  const statuses = new Map<number, number>()
  const caches = new Map<string, number>()
  let errors = 0
  const until = Date.now() + ms
  const started = process.hrtime.bigint()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        try {
          const answer = await get(agent, url, cacheHeader, cookie)
          times.push(answer.ms)
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const cache = answer.cache ?? 'none'
          caches.set(cache, (caches.get(cache) ?? 0) + 1)
        } catch {
          errors += 1
        }
      }
    }),
  )
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  return { times, statuses, caches, errors, seconds }
}

export const mostFrequent = <K>(counts: Map<K, number>) => [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]

export async function publishedProjectPath(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/projects?where[status][equals]=published&limit=1&depth=0`)
  const body = (await response.json()) as { docs?: Array<{ slug?: string }> }
  const slug = body.docs?.[0]?.slug
  if (!slug) throw new Error('No published project in the seeded database')
  return `/p/${encodeURIComponent(slug)}`
}

/**
 * A warm-up of `warmupMs`, then `durationMs` of load on `url`: its most frequent status and cache
 * header, req/s, median and p95, errors (failed requests and answers other than 200).
 */
export async function warmedLoad(
  agent: http.Agent,
  url: URL,
  {
    warmupMs,
    durationMs,
    cacheHeader,
    cookie,
  }: { warmupMs: number; durationMs: number; cacheHeader?: string; cookie?: string },
) {
  await load(agent, url, warmupMs, cacheHeader, cookie)
  const run = await load(agent, url, durationMs, cacheHeader, cookie)
  const sorted = [...run.times].sort((a, b) => a - b)
  return {
    status: mostFrequent(run.statuses) ?? 0,
    requests: run.times.length,
    errors: run.errors + [...run.statuses].reduce((sum, [status, n]) => sum + (status === 200 ? 0 : n), 0),
    requestsPerSecond: Math.round((run.times.length / run.seconds) * 10) / 10,
    medianMs: Math.round(percentile(sorted, 50) * 10) / 10,
    p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
    cache: mostFrequent(run.caches) ?? null,
  }
}
