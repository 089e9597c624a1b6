import { NextResponse, type NextRequest } from 'next/server'

import { projectPreviewRoute } from './community/previewRoute'
import { databaseIsUp } from './db/databaseHealth'
import { BODY_LENGTH_REQUIRED_MESSAGE, BODY_TOO_LARGE_MESSAGE, requestBodyLimit } from './domain/request/requestBodies'
import { namesUnknownAdminEntity } from './domain/request/adminEntities'
import { isMalformedAddress, NOT_FOUND_PATH } from './domain/request/malformedAddress'
import { needsDatabase, OUTAGE } from './domain/infrastructure/outage'
import { MALFORMED_INPUT_MESSAGE } from './errors/malformedInput'
import { METHOD_NOT_ALLOWED_MESSAGE, PAGE_METHOD_NOT_ALLOWED_MESSAGE } from './errors/requestShape'
import { outagePage } from './errors/outagePage'

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export async function proxy(request: NextRequest) {
  return (
    methodRefusal(request) ??
    malformedPageAddress(request) ??
    unknownAdminEntity(request) ??
    bodyRefusal(request) ??
    (await outageAnswer(request)) ??
    (await previewRewrite(request)) ??
    NextResponse.next()
  )
}

async function previewRewrite(request: NextRequest): Promise<Response | null> {
  const cookies = request.cookies.getAll().map((cookie) => cookie.name)
  const route = await projectPreviewRoute(request.nextUrl.pathname, cookies)
  return route ? NextResponse.rewrite(new URL(`${route}${request.nextUrl.search}`, request.url)) : null
}

/** The REST API's verbs; pages and their routes are read, and take server actions (a POST). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const PAGE_METHODS = ['GET', 'HEAD', 'POST']

/** A method no address serves (`TRACE`, `PROPFIND`…): Next answered a 500, or "Method Not Allowed". */
function methodRefusal(request: NextRequest): Response | null {
  const api = request.nextUrl.pathname.startsWith('/api/')
  const allowed = api ? API_METHODS : PAGE_METHODS
  if (allowed.includes(request.method)) return null
  return NextResponse.json(
    { errors: [{ message: api ? METHOD_NOT_ALLOWED_MESSAGE : PAGE_METHOD_NOT_ALLOWED_MESSAGE }] },
    { status: 405, headers: { Allow: allowed.join(', '), Connection: 'close' } },
  )
}

function malformedPageAddress(request: NextRequest): Response | null {
  const { pathname, searchParams } = request.nextUrl
  if (!isMalformedAddress(pathname, searchParams)) return null
  if (pathname.startsWith('/api/')) return refusal(400, MALFORMED_INPUT_MESSAGE)
  // The production server already sent such a page address to the 404 (`scripts/server.ts`): this is `next dev`.
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
}

/** An admin address naming no collection or global: the site's French 404 (a GET; a POST is Payload's to refuse). */
function unknownAdminEntity(request: NextRequest): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (!namesUnknownAdminEntity(request.nextUrl.pathname)) return null
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
}

/**
 * Payload reads the whole body before checking access, so refuse early;
 * Node never delivers more than `Content-Length`, so it is a bound.
 */
function bodyRefusal(request: NextRequest): Response | null {
  if (!METHODS_WITH_BODIES.has(request.method)) return null
  const { pathname } = request.nextUrl
  const announced = request.headers.get('content-length')
  if (announced === null) {
    const chunked = request.headers.has('transfer-encoding')
    return chunked && pathname.startsWith('/api/') ? refusal(411, BODY_LENGTH_REQUIRED_MESSAGE) : null
  }
  const limit = requestBodyLimit(pathname)
  return Number(announced) > limit ? refusal(413, BODY_TOO_LARGE_MESSAGE(limit)) : null
}

/** Otherwise Payload reads a failed session lookup as a visitor (a 403, a redirect to /login). */
async function outageAnswer(request: NextRequest): Promise<Response | null> {
  if (!needsDatabase(request.method, request.nextUrl.pathname)) return null
  if (await databaseIsUp()) return null
  const headers = { 'Retry-After': String(OUTAGE.retryAfterSeconds), 'Cache-Control': 'no-store' }
  if (request.nextUrl.pathname.startsWith('/api/')) {
    return NextResponse.json({ errors: [{ message: OUTAGE.title }] }, { status: 503, headers })
  }
  // A server action called by Next's client, which shows the text of an exactly `text/plain` failure.
  if (request.method === 'POST' && request.headers.has('next-action')) {
    return new NextResponse(OUTAGE.title, { status: 503, headers: { ...headers, 'Content-Type': 'text/plain' } })
  }
  return new NextResponse(outagePage(), {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

function refusal(status: number, message: string) {
  return NextResponse.json({ errors: [{ message }] }, { status, headers: { Connection: 'close' } })
}

export const config = {
  // Not a request the production server marked as one this proxy passes through unchanged
  // (`src/domain/request/proxyBypass.ts`, written out: Next reads this config without running the module).
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [{ type: 'header', key: 'x-tryb-proxy-skip', value: '\u0001' }],
    },
  ],
}
