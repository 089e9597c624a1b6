import { readFileSync } from 'node:fs'
import http from 'node:http'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * The servers behind nginx (`deploy/nginx/tryb.conf`): the proxy's microcache takes anonymous
 * visits of public pages and nothing else, a server that is down costs no request, and the app
 * believes X-Forwarded-For from the proxy only (`scripts/server.ts`), so a client cannot escape the
 * per-client limits by writing the header itself.
 */

const { proxy, servers, env, directDatabaseUrl } = inject('cluster')
const database = new pg.Client({ connectionString: directDatabaseUrl })
beforeAll(() => database.connect())
afterAll(() => database.end())

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request from a chosen loopback address (`127.0.0.N`), as a distinct client would send it. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

const login = (base: string, email: string, options: { from?: string; forwardedFor?: string } = {}) =>
  request(`${base}/api/members/login`, {
    method: 'POST',
    from: options.from,
    headers: {
      'Content-Type': 'application/json',
      ...(options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password: env.SEED_PASSWORD }),
  })

/** The per-address login counters the app keeps, by the address it attributed the attempts to. */
async function loginCounters(addresses: string[]) {
  const { rows } = await database.query<{ key: string; hits: number }>(
    'select key, hits from rate_limits where key = any($1)',
    [addresses.map((address) => `password-login:ip:${address}`)],
  )
  return Object.fromEntries(rows.map((row) => [row.key.replace('password-login:ip:', ''), Number(row.hits)]))
}

describe('microcache', () => {
  it('serves an anonymous visit of a public page from the cache, for about a second', async () => {
    await request(`${proxy}/charte`)
    const again = await request(`${proxy}/charte`)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('HIT')
    // Past its second (nginx counts whole seconds), the copy is refreshed: the visitor gets the
    // last one while a single request renews it.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(['STALE', 'UPDATING', 'EXPIRED', 'MISS']).toContain((await request(`${proxy}/charte`)).headers['x-cache'])
  })

  it('never answers a signed-in member from the cache, nor stores what they are sent', async () => {
    const signedIn = await login(proxy, 'camille.durand@tryb.local')
    expect(signedIn.status).toBe(200)
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)
    for (const path of ['/communaute', '/charte']) {
      const page = await request(`${proxy}${path}`, { headers: { Cookie: `theme=clair; ${cookie}` } })
      expect(page.status).toBe(200)
      expect(page.headers['x-cache'], path).toBe('BYPASS')
    }
  })

  it('never caches the API, the admin or a member page', async () => {
    for (const path of ['/api/health', '/api/projects?limit=1', '/admin/login', '/dashboard']) {
      const first = await request(`${proxy}${path}`)
      const second = await request(`${proxy}${path}`)
      expect(first.status, path).toBeLessThan(500)
      expect(second.headers['x-cache'], path).toBeUndefined()
    }
  })

  it('refreshes a public page through the proxy within 3 s of a marketing save', async () => {
    const staff = await request(`${proxy}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'marketing@tryb.local', password: env.SEED_PASSWORD }),
    })
    const { token } = JSON.parse(staff.body) as { token: string }
    // The proxy holds the page first.
    await request(`${proxy}/tarifs`)
    const title = `Tarifs relus par le proxy ${Date.now()}`
    const saved = await request(`${proxy}/api/globals/pricing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title }),
    })
    expect(saved.status).toBe(200)
    // The servers have the new page at once (sharedCache.cluster.test.ts); the proxy's copy lives
    // one second, counted in whole seconds, and the first visit past it still gets the old one.
    const started = Date.now()
    while (!(await request(`${proxy}/tarifs`)).body.replaceAll('<!-- -->', '').includes(title)) {
      expect(Date.now() - started, 'the new title through the proxy').toBeLessThanOrEqual(3_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
})

describe('client addresses', () => {
  it('counts a client behind the proxy by the address the proxy saw, whatever it wrote in X-Forwarded-For', async () => {
    await login(proxy, 'inconnu-1@exemple.fr', { from: '127.0.0.3', forwardedFor: '198.51.100.1' })
    await login(proxy, 'inconnu-2@exemple.fr', { from: '127.0.0.3', forwardedFor: '198.51.100.2, 10.1.1.1' })
    await login(proxy, 'inconnu-3@exemple.fr', { from: '127.0.0.4' })
    expect(
      await loginCounters(['127.0.0.3', '127.0.0.4', '198.51.100.1', '198.51.100.2', '10.1.1.1', '127.0.0.2']),
    ).toEqual({ '127.0.0.3': 2, '127.0.0.4': 1 })
  })

  it('counts a client reaching a server directly by its own address, X-Forwarded-For ignored', async () => {
    await login(servers[1], 'inconnu-4@exemple.fr', { from: '127.0.0.5', forwardedFor: '198.51.100.5' })
    await login(servers[1], 'inconnu-5@exemple.fr', { from: '127.0.0.5', forwardedFor: '127.0.0.2' })
    expect(await loginCounters(['127.0.0.5', '198.51.100.5'])).toEqual({ '127.0.0.5': 2 })
  })

  it('stops a client that changes its X-Forwarded-For at every attempt at the limit', async () => {
    const answers: number[] = []
    for (let attempt = 1; attempt <= 21; attempt++) {
      const answer = await login(proxy, `inconnu-limite-${attempt}@exemple.fr`, {
        from: '127.0.0.6',
        forwardedFor: `203.0.113.${attempt}`,
      })
      answers.push(answer.status)
    }
    expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(answers[20]).toBe(429)
    // Another client behind the same proxy is not held back.
    expect((await login(proxy, 'inconnu-autre@exemple.fr', { from: '127.0.0.7' })).status).toBe(401)
  })
})

describe('forwarded host', () => {
  /** A real server action of the build, harmless for a visitor (their unread notifications: none). */
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>
  }
  const actionId = Object.entries(manifest.node).find(
    ([, action]) => action.exportedName === 'unreadNotificationsAction',
  )![0]

  /** That action posted with `origin`, naming `forwardedHost` in X-Forwarded-Host. */
  const postedAction = (base: string, origin: string, forwardedHost?: string) =>
    request(`${base}/apply`, {
      method: 'POST',
      from: '127.0.0.8',
      headers: {
        'Next-Action': actionId,
        Origin: origin,
        'Content-Type': 'text/plain;charset=UTF-8',
        ...(forwardedHost ? { 'X-Forwarded-Host': forwardedHost } : {}),
      },
      body: '[]',
    })

  it('is believed only from the proxy: a forged one does not pass a server action’s origin check', async () => {
    // From the server's own origin the action runs.
    const own = await postedAction(servers[1], new URL(servers[1]).origin)
    expect(own.status, own.body.slice(0, 300)).toBe(200)
    const proxied = await postedAction(proxy, new URL(proxy).origin)
    expect(proxied.status, proxied.body.slice(0, 300)).toBe(200)
    // From another site naming itself in X-Forwarded-Host: refused by the origin check, directly
    // (the client is no proxy) and through the proxy (which writes the host the browser asked for).
    for (const base of [servers[1], proxy]) {
      const forged = await postedAction(base, 'http://evil.example', 'evil.example')
      expect(forged.status, base).not.toBe(200)
    }
  })
})

it('answers every request while one server in its list is down (passive health checks)', async () => {
  const statuses: number[] = []
  for (let index = 0; index < 15; index++) {
    statuses.push((await request(`${proxy}/api/health`)).status)
    statuses.push((await login(proxy, `inconnu-panne-${index}@exemple.fr`, { from: '127.0.0.8' })).status)
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([])
})
