import type { IncomingMessage, ServerResponse } from 'node:http'

import { watchRequestFaults, type RequestFaults } from '../db/requestConnectionLoss'
import { OUTAGE } from '../domain/outage'

import { substituteAnswer, type Substitute } from './answerSubstitution'
import { outagePage } from './outagePage'
import { actionAnswer, mayBeServerAction } from './serverActionRequests'

const OUTAGE_HEADERS = { 'Retry-After': String(OUTAGE.retryAfterSeconds), 'Cache-Control': 'no-store' }

/** The outage's 503 in the shape each door reads: the API's JSON, an action's text, a page. */
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
 * The production server's handling of every request: one that lost a database connection it
 * needed (`noteRequestConnectionLoss`: a write, a transaction, or a read lost twice) answers the
 * outage's French 503 with `Retry-After` in place of what Next made of the failure: the error
 * page's 500, an action's 500, or the sign-in redirect and refusals of a session lookup that saw
 * "nobody". A page's success stays one, and so does an answer already streaming. A write's
 * success does not: a write that lost its connection is never told "done", whatever part of it
 * (COMMIT included, `surfaceFailedCommits`) met the loss.
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
