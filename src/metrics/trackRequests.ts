import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { requestIdFor } from '@/domain/request/requestIds'
import { requestTimingHeader } from '@/domain/request/requestReference'
import { routeTemplates, type RouteTemplates } from '@/domain/request/routeTemplates'
import { signedInAccount } from '@/logging/signedInAccount'
import type { Logger } from 'pino'

import { recordRequest } from './registry'

/** The build's routes (`.next/app-path-routes-manifest.json`): every address is counted under one of them. */
export function buildRouteTemplates(buildDir = path.resolve('.next')): RouteTemplates {
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<
      string,
      string
    >
    return routeTemplates(Object.values(manifest))
  } catch {
    return routeTemplates([])
  }
}

/**
 * Gives the request its id (`X-Request-Id` and `Server-Timing`, and the `x-request-id` header Next's code reads), and
 * once its answer is sent (or its connection closed first, as a 499) counts it and logs one line:
 * id, method, route template, status, duration, and the member's or staff's id its session names.
 * Never its address, which may carry a token, nor an e-mail.
 */
export function trackRequest(
  request: IncomingMessage,
  response: ServerResponse,
  routes: RouteTemplates,
  options: { fromTrustedProxy?: boolean; log?: Logger; payloadSecret?: string } = {},
) {
  const started = process.hrtime.bigint()
  const id = requestIdFor(request.headers['x-request-id'], options.fromTrustedProxy ?? false)
  request.headers['x-request-id'] = id
  response.setHeader('X-Request-Id', id)
  // The same id where the page's own script can read it: its French error page shows it.
  response.setHeader('Server-Timing', requestTimingHeader(id))
  const pathname = (request.url ?? '/').split('?')[0]
  const account = options.log
    ? signedInAccount(
        { cookie: request.headers.cookie, authorization: request.headers.authorization },
        options.payloadSecret,
      )
    : null
  let done = false
  const record = () => {
    if (done) return
    done = true
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    // 499 (nginx's word for it): the client left before the whole answer was sent.
    const status = response.writableFinished ? response.statusCode : 499
    const method = request.method ?? 'GET'
    const route = routes.match(pathname)
    recordRequest(method, route, status, seconds)
    const who = !account ? {} : account.collection === 'members' ? { memberId: account.id } : { staffId: account.id }
    const line = { reqId: id, method, route, status, durationMs: Math.round(seconds * 1000), ...who }
    if (status >= 500) options.log?.error(line, 'request')
    else options.log?.info(line, 'request')
  }
  response.once('finish', record)
  response.once('close', record)
  return id
}
