import type { IncomingMessage, ServerResponse } from 'node:http'

import { keptAnswerHeaders, MICROCACHE_MS, microcacheKey, type KeptHeaders } from '@/domain/request/pageMicrocache'

/** The headers as `writeHead` takes them (name, value, name, value…), the length included. */
type Kept = { status: number; rawHeaders: string[]; body: Buffer; until: number }

/**
 * Public pages and their variants (encodings, HEAD, queries) are a few dozen, of tens of kilobytes;
 * the bounds only guard memory against addresses made up by the thousand. Oldest out first.
 */
const MAX_ANSWERS = 500
const MAX_BYTES = 64 * 1024 * 1024
/** Anything larger is left to the app. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

// On globalThis: the production server's module and the copies Next's chunks hold (where pages are
// expired) must share one store.
const STORE_KEY = Symbol.for('tryb.pageMicrocache')
type Store = { answers: Map<string, Kept>; bytes: number; generation: number }
const shared = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
const store = () => (shared[STORE_KEY] ??= { answers: new Map(), bytes: 0, generation: 0 })
const answers = () => store().answers

function forget(key: string) {
  const current = store()
  const kept = current.answers.get(key)
  if (!kept) return
  current.answers.delete(key)
  current.bytes -= kept.body.length
}

function keep(key: string, answer: Kept) {
  const current = store()
  forget(key)
  while (
    current.answers.size > 0 &&
    (current.answers.size >= MAX_ANSWERS || current.bytes + answer.body.length > MAX_BYTES)
  )
    forget(current.answers.keys().next().value!)
  current.answers.set(key, answer)
  current.bytes += answer.body.length
}

/**
 * A page expired in this process is never served from the microcache again, not even for its
 * second; nor is an answer the app was still writing when it expired.
 */
export function forgetMicrocachedPages() {
  const current = store()
  current.answers.clear()
  current.bytes = 0
  current.generation += 1
}

/**
 * Answers from the microcache when it holds a fresh copy (true); otherwise keeps what the app is
 * about to answer, when the microcache may hold it (false: the app answers).
 */
export function answerFromMicrocache(request: IncomingMessage, response: ServerResponse): boolean {
  const key = microcacheKey(request.method, request.url, request.headers)
  if (key === null) return false
  const kept = answers().get(key)
  if (kept && kept.until > Date.now()) {
    response.writeHead(kept.status, kept.rawHeaders)
    response.end(request.method === 'HEAD' ? undefined : kept.body)
    return true
  }
  if (kept) forget(key)
  keepAnswer(key, request, response)
  return false
}

/**
 * Marked as the proxy marks its cache's answers; the length set from the kept body (the app may
 * have streamed it). Each answer keeps its own request's id (X-Request-Id, Server-Timing).
 */
function rawHeadersOf(headers: KeptHeaders, bodyLength: number | null): string[] {
  const raw = headers.flatMap(([name, value]) =>
    name === 'x-cache' ||
    name === 'x-request-id' ||
    name === 'server-timing' ||
    (name === 'content-length' && bodyLength !== null)
      ? []
      : (Array.isArray(value) ? value : [value]).flatMap((one) => [name, one]),
  )
  if (bodyLength !== null) raw.push('content-length', String(bodyLength))
  raw.push('x-cache', 'HIT')
  return raw
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

const asBuffer = (chunk: unknown, encoding: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : null

/** The app's answer as it went out: the headers once written, the body's bytes, kept once it ended whole. */
function keepAnswer(key: string, request: IncomingMessage, response: ServerResponse) {
  const generation = store().generation
  const chunks: Buffer[] = []
  let size = 0
  let whole = true
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const bytes = asBuffer(chunk, encoding)
    if (!bytes) whole = false
    else {
      size += bytes.length
      if (size > MAX_BODY_BYTES) whole = false
      else chunks.push(bytes)
    }
  }
  const write = response.write as Write
  const end = response.end as End
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (whole) collect(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (whole) collect(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  } as ServerResponse['end']
  // Marked as the proxy marks the answers its cache did not hold; a header set before the app
  // writes also makes Node keep, readable, the headers the app passes to `writeHead`.
  response.setHeader('x-cache', 'MISS')
  response.once('finish', () => {
    const current = whole && store().generation === generation
    const headers = current ? keptAnswerHeaders(response.statusCode, response.getHeaders()) : null
    if (!headers) return
    const body = Buffer.concat(chunks)
    keep(key, {
      status: response.statusCode,
      rawHeaders: rawHeadersOf(headers, request.method === 'HEAD' ? null : body.length),
      body,
      until: Date.now() + MICROCACHE_MS,
    })
  })
}
