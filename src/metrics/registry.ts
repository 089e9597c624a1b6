import client from 'prom-client'

/**
 * One registry per process, kept on `globalThis`: the production server (`scripts/server.ts`)
 * counts requests and Next's route `/api/metrics` reads them, from module graphs of their own.
 */
export type TrybMetrics = {
  registry: client.Registry
  httpRequests: client.Counter<'method' | 'route' | 'status'>
  httpDuration: client.Histogram<'method' | 'route'>
  gauge: (name: string, help: string, labelNames?: string[]) => client.Gauge<string>
}

const KEY = Symbol.for('tryb.metrics')

function create(): TrybMetrics {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const gauges = new Map<string, client.Gauge<string>>()
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'tryb_http_requests_total',
      help: 'Requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new client.Histogram({
      name: 'tryb_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route template',
      labelNames: ['method', 'route'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    gauge: (name, help, labelNames = []) => {
      let gauge = gauges.get(name)
      if (!gauge) {
        gauge = new client.Gauge({ name, help, labelNames, registers: [registry] })
        gauges.set(name, gauge)
      }
      return gauge
    },
  }
}

export function trybMetrics(): TrybMetrics {
  const holder = globalThis as { [KEY]?: TrybMetrics }
  holder[KEY] ??= create()
  return holder[KEY]
}

/** Counts one answered request under its route template (never its address). */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  const metrics = trybMetrics()
  metrics.httpRequests.inc({ method, route, status: String(status) })
  metrics.httpDuration.observe({ method, route }, seconds)
}
