import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'

import { type ActorName, type Actors } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Malformed requests, generated over every collection (Payload's own included), as a visitor,
 * a member and an admin, through the app's REST route: each is a 4xx with a French message,
 * never a 5xx nor a stack trace, and nothing is written.
 */

let payload: Payload
let actors: Actors
let route: typeof RestRoute
const authorizations = new Map<ActorName, string | undefined>()
const ACTORS = ['visitor', 'owner', 'admin'] as const satisfies readonly ActorName[]

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  for (const actor of ACTORS) {
    const user = actors.user(actor)
    authorizations.set(actor, user ? await authorizationOf(payload, user) : undefined)
  }
  route = await import('@/app/(payload)/api/[...slug]/route')
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type BadRequest = { method: Method; path: string; body?: string }

const CLIENT_ERRORS = new Set([400, 401, 403, 404, 405, 409, 413, 429])
const ENGLISH =
  /\b(not found|invalid|the following|something went wrong|unknown error|cannot (get|post|patch|delete)|unauthorized|forbidden|you are not allowed|must be|expected|received)\b/i
const LEAK = /\bat .+\.(js|ts):\d+|node_modules|\/work\/|\.next\//

const BAD_IDS = ['abc', '1.5', '-1', "1'%20OR%201=1--", '99999999999999999999', '%ff', 'x%00', '0x10', '1e3']
const BAD_QUERIES = [
  'limit=1.5',
  'limit=-1',
  'limit=abc',
  'limit=99999999',
  'page=-1',
  'page=0',
  'page=99999999999999999999',
  'page=abc',
  'depth=100',
  'depth=-1',
  'where=abc',
  'where[id][equals]=abc',
  'where[id][equals]=1.5',
  'where[id][in]=abc',
  'where[id][in][0]=abc',
  'where[id][greater_than]=abc',
  'where[createdAt][equals]=pas-une-date',
  'where[createdAt][greater_than]=99999-99-99',
  'where[id][equals]=%00',
  'where[id][like]=1',
  'where[id][near]=1,2',
  'where[or][0][id][equals]=abc',
  'sort=%00',
  'draft=maybe&limit=2.5',
]
const DEEP = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`
const BAD_BODIES = ['null', '"texte"', '[1,2,3]', '42', '{"a":', DEEP, '{"title":"\\u0000"}', '{"id":"abc"}']

/** Collections addressed by a free key rather than an id (the admin's preferences). */
const KEYED = new Set(['payload-preferences'])

function badRequests(slug: string): BadRequest[] {
  return [
    ...(KEYED.has(slug) ? [] : BAD_IDS).flatMap((id): BadRequest[] => [
      { method: 'GET', path: `${slug}/${id}` },
      { method: 'PATCH', path: `${slug}/${id}`, body: '{"title":"x"}' },
      { method: 'DELETE', path: `${slug}/${id}` },
    ]),
    ...BAD_QUERIES.map((query): BadRequest => ({ method: 'GET', path: `${slug}?${query}` })),
    ...BAD_BODIES.map((body): BadRequest => ({ method: 'POST', path: slug, body })),
    { method: 'PATCH', path: `${slug}?where=abc`, body: '{"title":"x"}' },
    { method: 'DELETE', path: `${slug}?where[id][equals]=abc` },
  ]
}

async function send(actor: ActorName, { method, path, body }: BadRequest) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  const authorization = authorizations.get(actor)
  if (authorization) headers.set('Authorization', authorization)
  const url = `http://127.0.0.1/api/${path}`
  const slug = new URL(url).pathname
    .split('/')
    .slice(2)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
  const response = await route[method](new Request(url, { method, headers, body }), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, text: await response.text() }
}

/**
 * Every table's row count, and the e-mails in the outbox: a refused request changes none. (The
 * scheduled jobs are left out: Payload queues them on the hour, whatever the requests.)
 */
async function rowCounts() {
  const { rows } = await payload.db.drizzle.execute<{ table_name: string; rows: string }>(
    `select table_name, (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I', table_name), false, true, '')))[1]::text as rows
       from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'payload_preferences', 'payload_locked_documents', 'payload_jobs', 'payload_jobs_stats')`,
  )
  const outbox = await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } } })
  return { ...Object.fromEntries(rows.map((row) => [row.table_name, row.rows])), outbox: outbox.totalDocs }
}

const SLUGS = () => payload.config.collections.map((collection) => collection.slug as CollectionSlug)

describe('generated malformed REST requests', () => {
  it('cover at least a thousand cases', () => {
    const perActor = SLUGS().reduce((sum, slug) => sum + badRequests(slug).length, 0)
    expect(perActor * ACTORS.length).toBeGreaterThanOrEqual(1_000)
  })

  it.each(ACTORS)(
    'as %s: every one a French 4xx, nothing written',
    async (actor) => {
      const before = await rowCounts()
      const failures: string[] = []
      for (const slug of SLUGS()) {
        for (const request of badRequests(slug)) {
          const { status, text } = await send(actor, request)
          const body = (() => {
            try {
              return JSON.parse(text) as { errors?: { message?: string }[] }
            } catch {
              return null
            }
          })()
          const messages = (body?.errors ?? []).map((error) => error.message ?? '')
          const label = `${request.method} /api/${request.path.slice(0, 80)}${request.body ? ` ${request.body.slice(0, 24)}` : ''}`
          if (!CLIENT_ERRORS.has(status)) failures.push(`${label} → ${status} ${text.slice(0, 120)}`)
          else if (!body || messages.length === 0)
            failures.push(`${label} → ${status} without a message: ${text.slice(0, 80)}`)
          else if (messages.some((message) => ENGLISH.test(message)))
            failures.push(`${label} → ${status} in English: ${messages.join(' | ').slice(0, 120)}`)
          if (LEAK.test(text)) failures.push(`${label} → leaks: ${text.slice(0, 120)}`)
        }
      }
      expect(failures).toEqual([])
      expect(await rowCounts()).toEqual(before)
    },
    180_000,
  )
})
