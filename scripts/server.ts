/**
 * `npm start`, never `next start`: Next trusts a client's X-Forwarded-For,
 * and answers unreadable server actions with English 500s. A request
 * `src/proxy.ts` would pass through unchanged is marked to skip it (`skipsProxy`);
 * public pages get the proxy's one-second microcache (`src/domain/request/pageMicrocache.ts`).
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

import next from 'next'

import {
  clientAddress,
  FORWARDED_REQUEST_HEADERS,
  isTrustedProxy,
  trustedProxiesFrom,
} from '../src/domain/request/clientAddress'
import { answerFromMicrocache } from '../src/cache/pageMicrocache'
import { PROXY_SKIP_HEADER, PROXY_SKIP_VALUE, skipsProxy } from '../src/domain/request/proxyBypass'
import { answerConnectionLosses } from '../src/errors/connectionLossAnswers'
import { answerUnreadableRequest, refuseForbiddenMethod } from '../src/errors/unreadableRequests'
import { serveActionRequest } from '../src/errors/serverActionRequests'
import { isMalformedAddress, NOT_FOUND_PATH } from '../src/domain/request/malformedAddress'
import { nextHostname } from '../src/domain/request/nextHostname'
import { logger } from '../src/logging/logger'
import { buildRouteTemplates, trackRequest } from '../src/metrics/trackRequests'

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
})
const hostname = values.hostname || process.env.HOST || '127.0.0.1'
const port = Number(values.port || process.env.PORT || 3000)
const trustedProxies = trustedProxiesFrom(process.env.TRUSTED_PROXIES)
/** Behind the proxy its own microcache serves public pages; with none in front, this server's does. */
const microcached = trustedProxies.length === 0
/** How long a stop lets requests in flight finish. */
const STOP_GRACE_MS = 10_000

// What `next start` sets too: production React, and no telemetry sent to an outside host.
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

const app = next({ dev: false, hostname: nextHostname(hostname), port })
const handle = app.getRequestHandler()
await app.prepare()

/** Requests are counted under the build's route templates (`/api/metrics`). */
const routes = buildRouteTemplates()

const server = createServer((request, response) => {
  trackRequest(request, response, routes, {
    fromTrustedProxy: isTrustedProxy(request.socket.remoteAddress, trustedProxies),
    log: logger,
    payloadSecret: process.env.PAYLOAD_SECRET,
  })
  if (microcached && answerFromMicrocache(request, response)) return
  request.headers['x-forwarded-for'] = clientAddress({
    peer: request.socket.remoteAddress,
    forwardedFor: request.headers['x-forwarded-for'],
    trustedProxies,
  })
  delete request.headers['x-real-ip']
  if (!isTrustedProxy(request.socket.remoteAddress, trustedProxies)) {
    for (const header of FORWARDED_REQUEST_HEADERS) delete request.headers[header]
  }
  // Next's proxy machinery costs more than a cached page: skipped where src/proxy.ts would do nothing.
  delete request.headers[PROXY_SKIP_HEADER]
  if (skipsProxy(request.method, request.url, request.headers.cookie))
    request.headers[PROXY_SKIP_HEADER] = PROXY_SKIP_VALUE
  if (refuseForbiddenMethod(request, response)) return
  // Served as the French 404 before Next: rewritten inside Next, it failed on the address it kept.
  if (isMalformedPageRequest(request.url)) request.url = NOT_FOUND_PATH
  void answerConnectionLosses(request, response, () =>
    serveActionRequest(request, response, () => handle(request, response)),
  )
})
// A request Node's parser cannot read (an unknown method, broken headers) never reaches Next.
server.on('clientError', answerUnreadableRequest)
// Longer than a proxy's idle keep-alive (nginx: 60 s), so the proxy never reuses a socket we closed.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.info(`[tryb] prêt sur http://${hostname}:${port}`)
})

/** A page address (not the API's, which answers a French 400 in `src/proxy.ts`) that names nothing. */
function isMalformedPageRequest(raw: string | undefined): boolean {
  const url = new URL(raw ?? '/', 'http://tryb.invalid')
  return !url.pathname.startsWith('/api/') && isMalformedAddress(url.pathname, url.searchParams)
}

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), STOP_GRACE_MS).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
