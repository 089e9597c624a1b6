import { NextResponse, type NextRequest } from 'next/server'

import { BODY_LENGTH_REQUIRED_MESSAGE, BODY_TOO_LARGE_MESSAGE, requestBodyLimit } from './domain/requestBodies'

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses an oversized request body from its announced length, before Payload or a server
 * action reads a byte of it (Payload reads the whole body, then checks access). Node's HTTP
 * parser never delivers more than `Content-Length` bytes, so the announced length is a bound.
 * A chunked body announces none: the REST API refuses it, since browsers and our own pages
 * always send a length; a server action's chunked body is still capped by Next's
 * `serverActions.bodySizeLimit` as it is read.
 */
export function proxy(request: NextRequest) {
  if (!METHODS_WITH_BODIES.has(request.method)) return NextResponse.next()
  const { pathname } = request.nextUrl
  const announced = request.headers.get('content-length')
  if (announced === null) {
    const chunked = request.headers.has('transfer-encoding')
    return chunked && pathname.startsWith('/api/') ? refusal(411, BODY_LENGTH_REQUIRED_MESSAGE) : NextResponse.next()
  }
  const limit = requestBodyLimit(pathname)
  return Number(announced) > limit ? refusal(413, BODY_TOO_LARGE_MESSAGE(limit)) : NextResponse.next()
}

/** Payload's error shape, which our forms and the admin already read. */
function refusal(status: number, message: string) {
  return NextResponse.json({ errors: [{ message }] }, { status, headers: { Connection: 'close' } })
}

export const config = {
  // Every route that may receive a body: the REST API, the admin and the pages' server actions.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
