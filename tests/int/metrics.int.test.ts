import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as MetricsRoute from '@/app/api/metrics/route'
import { drizzleFor } from '@/db/drizzleFor'
import { API_SLUGS, routeTemplates } from '@/domain/request/routeTemplates'
import { trackRequest } from '@/metrics/trackRequests'

import { createProject, type Actors } from './helpers/actors'
import { payForProject } from './helpers/payments'
import { authorizationOf } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/** `GET /api/metrics`: refused without the token, Prometheus's text format, requests by route template. */

let payload: Payload
let actors: Actors
let route: typeof MetricsRoute
let server: Server
let base: string
const TOKEN = 'jeton-de-prometheus-0123456789'

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  route = await import('@/app/api/metrics/route')
  // The production server's counting (scripts/server.ts), on a server whose answers the test chooses.
  const routes = routeTemplates(['/p/[slug]', '/api/[...slug]', '/[...unknown]'])
  server = createServer((request, response) => {
    trackRequest(request, response, routes)
    const status = request.url?.startsWith('/p/en-panne') ? 500 : request.url?.startsWith('/api/') ? 429 : 200
    response.writeHead(status).end('réponse')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  delete process.env.METRICS_TOKEN
})

const scrape = (authorization?: string) =>
  route.GET(new Request('http://127.0.0.1/api/metrics', { headers: authorization ? { authorization } : {} }))

type Sample = { name: string; labels: Record<string, string>; value: number }

/** Prometheus's text format (0.0.4), strictly: a line that is not a comment nor a sample fails the test. */
function parse(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line)
    expect(match, `not a Prometheus line: ${line}`).not.toBeNull()
    const labels: Record<string, string> = {}
    for (const pair of (match![2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]] = pair[2]
    }
    samples.push({ name: match![1], labels, value: Number(match![3]) })
  }
  return samples
}

async function samples(): Promise<Sample[]> {
  const response = await scrape(`Bearer ${TOKEN}`)
  expect(response.status).toBe(200)
  return parse(await response.text())
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value

describe('access', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN
    const response = await scrape(`Bearer ${TOKEN}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('tryb_')
  })

  it('refuses a request without the bearer token, or with another, and is never cached', async () => {
    process.env.METRICS_TOKEN = TOKEN
    for (const authorization of [undefined, 'Bearer mauvais-jeton', `JWT ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization)
      expect(response.status, String(authorization)).toBe(401)
      expect(await response.text()).not.toContain('tryb_')
    }
    const response = await scrape(`Bearer ${TOKEN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the figures', () => {
  it("names Payload's REST addresses from the config's own slugs", () => {
    expect([...API_SLUGS].sort()).toEqual([...payload.config.collections.map((c) => c.slug), 'globals'].sort())
  })

  it('counts requests under their route template, with 5xx and 429 by status, and their latency', async () => {
    process.env.METRICS_TOKEN = TOKEN
    for (const path of ['/p/atelier-de-lea?utm=x', '/p/autre-projet', '/p/en-panne', '/api/members/login']) {
      await (await fetch(`${base}${path}`)).text()
    }
    const all = await samples()
    expect(valueOf(all, 'tryb_http_requests_total', { route: '/p/[slug]', status: '200', method: 'GET' })).toBe(2)
    expect(valueOf(all, 'tryb_http_requests_total', { route: '/p/[slug]', status: '500' })).toBe(1)
    expect(valueOf(all, 'tryb_http_requests_total', { route: '/api/members/login', status: '429' })).toBe(1)
    expect(valueOf(all, 'tryb_http_request_duration_seconds_count', { route: '/p/[slug]', method: 'GET' })).toBe(3)
    expect(valueOf(all, 'tryb_http_request_duration_seconds_bucket', { route: '/p/[slug]', le: '+Inf' })).toBe(3)
    // Never an address.
    expect(all.some((sample) => Object.values(sample.labels).some((value) => value.includes('atelier')))).toBe(false)
  })

  it('reads the outbox, the jobs, the members, the payments and the moderation queues from the database', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const db = await drizzleFor(payload)
    await payload.sendEmail({ to: 'metriques@example.fr', subject: 'Un message', text: 'Bonjour' })
    await payload.sendEmail({ to: 'metriques@example.fr', subject: 'Un autre', text: 'Bonjour' })
    await db.execute(sql`update payload_jobs set created_at = now() - interval '40 minutes'
      where id = (select min(id) from payload_jobs where task_slug = 'sendEmail' and completed_at is null)`)
    // One whose runner died after the whole message went out: uncertain, out of the depth.
    await db.execute(sql`update payload_jobs set has_error = true,
        input = input || jsonb_build_object('deliveryMessageEndAt', now())
      where id = (select max(id) from payload_jobs where task_slug = 'sendEmail' and completed_at is null)`)
    await db.execute(sql`insert into payload_jobs (task_slug, completed_at, has_error, total_tried, created_at, updated_at)
      values ('semesterCheck', '2026-11-01T06:00:05Z', false, 1, now(), now())`)
    // A scheduled run still to come is not waiting: only jobs due and not done are.
    await db.execute(sql`insert into payload_jobs (task_slug, wait_until, has_error, total_tried, created_at, updated_at)
      values ('retention', now() + interval '1 day', false, 0, now(), now())`)
    const project = await createProject(payload, actors.owner, { status: 'approved', request_type: 'visibility' })
    await payForProject(payload, project.id).catch(() => undefined)
    await db.execute(sql`update payments set status = 'pending', due_at = now() - interval '1 day'
      where project_id = ${project.id}`)
    await db.execute(sql`update members set created_at = now() - interval '3 days' where id = ${actors.waitlist.id}`)

    const all = await samples()
    const { rows: outbox } = await db.execute<{ depth: string }>(sql`select count(*) as depth from payload_jobs
      where task_slug = 'sendEmail' and completed_at is null and not coalesce(has_error, false)`)
    expect(valueOf(all, 'tryb_database_up')).toBe(1)
    expect(valueOf(all, 'tryb_outbox_depth')).toBe(Number(outbox[0].depth))
    expect(valueOf(all, 'tryb_outbox_depth')).toBeGreaterThanOrEqual(1)
    expect(valueOf(all, 'tryb_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(40 * 60)
    expect(valueOf(all, 'tryb_outbox_uncertain')).toBe(1)
    expect(valueOf(all, 'tryb_jobs_waiting', { task: 'sendEmail' })).toBe(Number(outbox[0].depth))
    expect(valueOf(all, 'tryb_jobs_failed', { task: 'sendEmail' })).toBe(1)
    expect(valueOf(all, 'tryb_jobs_waiting', { task: 'retention' })).toBe(0)
    expect(valueOf(all, 'tryb_job_last_success_timestamp_seconds', { task: 'semesterCheck' })).toBe(
      Date.parse('2026-11-01T06:00:05Z') / 1000,
    )
    expect(valueOf(all, 'tryb_job_schedule_interval_seconds', { task: 'semesterCheck' })).toBe(86_400)
    expect(valueOf(all, 'tryb_job_schedule_interval_seconds', { task: 'heroImageCleanup' })).toBe(3_600)
    for (const status of ['waitlist', 'active', 'inactive'] as const) {
      const { totalDocs } = await payload.count({ collection: 'members', where: { status: { equals: status } } })
      expect(valueOf(all, 'tryb_members', { status }), status).toBe(totalDocs)
    }
    expect(valueOf(all, 'tryb_payments_late')).toBe(1)
    expect(valueOf(all, 'tryb_payments', { status: 'pending' })).toBeGreaterThanOrEqual(1)
    expect(valueOf(all, 'tryb_moderation_queue_items', { queue: 'applications' })).toBeGreaterThanOrEqual(1)
    expect(valueOf(all, 'tryb_moderation_queue_oldest_age_seconds', { queue: 'applications' })).toBeGreaterThan(
      2 * 86_400,
    )
    expect(valueOf(all, 'tryb_db_pool_connections', { state: 'waiting' })).toBe(0)
    expect(valueOf(all, 'tryb_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0)
    expect(valueOf(all, 'tryb_uploads_disk_free_bytes')).toBeGreaterThan(0)
    // Node's own.
    expect(valueOf(all, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(valueOf(all, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })
})

describe('the request log (one JSON line per request)', () => {
  let logged: string
  let logServer: Server
  let logBase: string

  beforeAll(async () => {
    logged = ''
    const log = pino({ base: undefined }, { write: (line: string) => (logged += line) })
    const routes = routeTemplates(['/p/[slug]', '/api/[...slug]'])
    logServer = createServer((request, response) => {
      trackRequest(request, response, routes, { log, payloadSecret: payload.config.secret })
      response.writeHead(request.url?.startsWith('/p/en-panne') ? 500 : 200).end('réponse')
    })
    await new Promise<void>((resolve) => logServer.listen(0, '127.0.0.1', resolve))
    logBase = `http://127.0.0.1:${(logServer.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => logServer?.close(resolve))
  })

  const lines = () =>
    logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)

  it("carries the request's id (also sent as X-Request-Id), route, status, duration and who is signed in", async () => {
    const member = await authorizationOf(payload, actors.owner)
    const staff = await authorizationOf(payload, actors.admin)
    const answers = [
      await fetch(`${logBase}/p/atelier?email=${encodeURIComponent(actors.owner.email)}&token=secret-du-lien`, {
        headers: { Authorization: member, 'X-Request-Id': 'choisi-par-le-client' },
      }),
      await fetch(`${logBase}/api/members/me`, { headers: { Cookie: `payload-token=${staff.slice(4)}` } }),
      await fetch(`${logBase}/p/en-panne`, { headers: { Authorization: `${member.slice(0, -3)}abc` } }),
    ]
    for (const answer of answers) await answer.text()
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    // A client's own id is never taken: the server's is a UUID.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const [first, second, third] = lines()
    expect(first).toMatchObject({ msg: 'request', reqId: ids[0], method: 'GET', route: '/p/[slug]', status: 200 })
    expect(first.memberId).toBe(actors.owner.id)
    expect(typeof first.durationMs).toBe('number')
    expect(second).toMatchObject({ reqId: ids[1], route: '/api/members/me', staffId: actors.admin.id })
    // A token whose signature does not hold names nobody; a 5xx is logged as an error.
    expect(third).toMatchObject({ reqId: ids[2], status: 500, level: 50 })
    expect(third.memberId).toBeUndefined()
    // Never an address, an e-mail or a token.
    expect(logged).not.toContain('@')
    expect(logged).not.toContain('secret-du-lien')
    expect(logged).not.toContain(member.slice(4, 40))
    expect(logged).not.toContain('atelier')
  })
})

describe('the jobs log', () => {
  it("logs each run's start, and its end with duration and outcome, under the job's id and never its input", async () => {
    const lines: Record<string, unknown>[] = []
    const { info, warn } = payload.logger
    const capture = (level: string) => (fields: unknown, message?: string) => {
      if (typeof fields === 'object' && fields !== null) lines.push({ level, msg: message, ...fields })
    }
    payload.logger.info = capture('info') as typeof info
    payload.logger.warn = capture('warn') as typeof warn
    try {
      const job = await payload.jobs.queue({ task: 'heroImageCleanup', input: {} })
      await payload.jobs.runByID({ id: job.id })
    } finally {
      payload.logger.info = info
      payload.logger.warn = warn
    }
    const ofJob = lines.filter((line) => line.task === 'heroImageCleanup')
    expect(ofJob.map((line) => line.msg)).toEqual(['job start', 'job end'])
    expect(ofJob[0]).toMatchObject({ attempt: 1 })
    expect(ofJob[1]).toMatchObject({ outcome: 'done', level: 'info' })
    expect(typeof ofJob[1].durationMs).toBe('number')
    expect(ofJob[0].jobId).toBe(ofJob[1].jobId)
  })
})
