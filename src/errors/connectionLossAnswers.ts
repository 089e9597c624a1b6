import type { IncomingMessage, ServerResponse } from 'node:http'

import { watchRequestFaults, type RequestFaults } from '../db/requestConnectionLoss'
import { OUTAGE } from '../domain/infrastructure/outage'

import { substituteAnswer, type Substitute } from './answerSubstitution'
import { outagePage } from './outagePage'
import { actionAnswer, mayBeServerAction } from './serverActionRequests'

const OUTAGE_HEADERS = { 'Retry-After': String(OUTAGE.retryAfterSeconds), 'Cache-Control': 'no-store' }

function outageAnswerFor(request: IncomingMessage): Substitute {
  if (request.url?.startsWith('/api/')) {
    return {
      status: 503,
      body: JSON.stringify({ errors: [{ message: OUTAGE.title }] }),
      headers: { ...OUTAGE_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
    }
  }
  if (mayBeServerAction(request)) {
    const answer = actionAnswer(request, 503, OUTAGE.title)
    return { ...answer, headers: { ...answer.headers, ...OUTAGE_HEADERS } }
  }
  return { status: 503, body: outagePage(), headers: { ...OUTAGE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' } }
}

/** Methods that change nothing: their success, once answered, is a true one. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write that lost its connection anywhere, COMMIT included (`surfaceFailedCommits`), is never told "done".
 */
export function answerConnectionLosses(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => Promise<void>,
) {
  const faults: RequestFaults = { connectionLost: false }
  substituteAnswer(response, (status) =>
    faults.connectionLost && ((status >= 300 && status !== 304) || !SAFE_METHODS.has(request.method ?? 'GET'))
      ? outageAnswerFor(request)
      : null,
  )
  return watchRequestFaults(faults, handle)
}
