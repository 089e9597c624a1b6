import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { MEMBER_DECLARED_ACTIONS_LOAD_ERRORS } from '../../src/domain/declaredActions/memberDeclaredActions'
import { OUTAGE } from '../../src/domain/infrastructure/outage'

import { ADMIN_EMAIL, password } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'

/**
 * The database connection cut under requests in flight, on a production server of this build
 * started here, so that its log can be read and its way to PostgreSQL cut: it reaches the
 * database through a TCP relay of this test (the database made unreachable: the relay's
 * connections destroyed, new ones refused), and its sessions carry their own name (ended with
 * `pg_terminate_backend`, the other fault). Twenty dynamic pages and server actions are held in
 * the middle of a statement (a table lock) when the cut comes. None answers a 500; what cannot be
 * answered is the French 503 with Retry-After; reads met by an ended session are run again; the
 * server logs no uncaught exception; once the database is back everything answers 200.
 */

const APPLICATION_NAME = 'tryb-connection-cuts'
const MEMBER_EMAIL = 'yanis.benali@tryb.local'
const databaseUrl = new URL(process.env.DATABASE_URL!)

/** A TCP relay from a local port to PostgreSQL that can be cut (and refuse) and restored. */
async function startRelay() {
  const sockets = new Set<net.Socket>()
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(databaseUrl.port || 5432), databaseUrl.hostname)
    track(client)
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      relay.listen(port, '127.0.0.1', () => resolve((relay.address() as net.AddressInfo).port)),
    )
  const port = await listen()
  return {
    port,
    /** Every connection reset and none accepted: the database is out of reach. */
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
    restore: () => listen(port),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        if (relay.listening) relay.close(() => resolve())
        else resolve()
      }),
  }
}

/** A production server of this build on its own port, its output kept. */
async function startServer(relayPort: number) {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
  const url = new URL(databaseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(relayPort)
  url.searchParams.set('application_name', APPLICATION_NAME)
  const baseUrl = `http://127.0.0.1:${port}`
  let log = ''
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/ts.mjs', 'scripts/server.ts', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        SITE_URL: baseUrl,
        PORT: String(port),
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        // The worker's own server runs the jobs on this database.
        TRYB_DISABLE_JOB_AUTORUN: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')))
  const deadline = Date.now() + 60_000
  for (;;) {
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null)
    if (health?.ok) break
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseUrl,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
}

/** A server action's id in this build, by its exported name. */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string }>
  }
  const found = Object.entries(manifest.node).find(([, action]) => action.exportedName === name)
  if (!found) throw new Error(`no server action ${name} in the build`)
  return found[0]
}

type Answer = { what: string; status: number; type: string; retryAfter: string | null; body: string }

/** The twenty requests: a member's and an admin's pages, and server actions that read and write. */
function traffic(baseUrl: string, memberToken: string, adminToken: string): Promise<Answer>[] {
  const browserHeaders = (token: string) => ({
    Cookie: `payload-token=${token}`,
    'Sec-Fetch-Site': 'same-origin',
  })
  const send = async (what: string, path: string, init: RequestInit): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init })
    return {
      what,
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    }
  }
  const page = (path: string, token: string) => send(`GET ${path}`, path, { headers: browserHeaders(token) })
  const action = (path: string, name: string, args: string) =>
    send(`${name} on ${path}`, path, {
      method: 'POST',
      headers: {
        ...browserHeaders(memberToken),
        Origin: baseUrl,
        'Next-Action': actionId(name),
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      body: args,
    })
  const requests: Promise<Answer>[] = []
  for (let round = 0; round < 2; round++) {
    requests.push(
      page('/dashboard', memberToken),
      page('/profile', memberToken),
      page('/notifications', memberToken),
      page('/contributions', memberToken),
      page('/admin', adminToken),
      page('/admin/collections/members', adminToken),
      action('/notifications', 'unreadNotificationsAction', '[]'),
      action('/notifications', 'markAllNotificationsReadAction', '[]'),
      action('/dashboard', 'completeMagicLink', '["jeton-inconnu",null]'),
      action('/communaute', 'viewerVotesAction', '[[1,2,3]]'),
    )
  }
  return requests
}

/** No 500, no English: each answer a success, or the outage's French 503 in its door's shape. */
function expectAnsweredOrOutage(answers: Answer[]) {
  for (const answer of answers) {
    expect([200, 503], `${answer.what}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(answer.status)
    if (answer.status !== 503) continue
    expect(answer.retryAfter, answer.what).toBe(String(OUTAGE.retryAfterSeconds))
    if (answer.what.startsWith('GET ')) {
      expect(answer.type).toMatch(/^text\/html/)
      expect(answer.body).toContain(`<h1>${OUTAGE.title}</h1>`)
    } else {
      // Exactly `text/plain`: Next's client shows the text of such a failure to the member.
      expect(answer.type).toBe('text/plain')
      expect(answer.body).toBe(OUTAGE.title)
    }
  }
}

/** Runs `fault` once the requests are held on a lock, in the middle of their statements. */
async function whileHeld(baseUrl: string, tokens: [string, string], fault: () => Promise<void>) {
  const database = new pg.Client({ connectionString: databaseUrl.toString() })
  await database.connect()
  try {
    await database.query('begin')
    // Every signed-in request reads its session's account first.
    await database.query('lock table members, users in access exclusive mode')
    const answers = Promise.all(traffic(baseUrl, ...tokens))
    let waiting = 0
    const deadline = Date.now() + 20_000
    while (waiting < 10 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const { rows } = await database.query<{ count: string }>(
        `select count(*) from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
        [APPLICATION_NAME],
      )
      waiting = Number(rows[0].count)
    }
    expect(waiting, 'requests held in the middle of a statement').toBeGreaterThanOrEqual(10)
    await fault()
    await database.query('rollback')
    return await answers
  } finally {
    await database.end()
  }
}

async function terminateServerSessions() {
  const database = new pg.Client({ connectionString: databaseUrl.toString() })
  await database.connect()
  try {
    await database.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      APPLICATION_NAME,
    ])
  } finally {
    await database.end()
  }
}

const UNCAUGHT = /uncaughtException|unhandledRejection/

test('database connections cut under twenty requests: French 503 or success, never a 500, nothing uncaught', async () => {
  test.setTimeout(330_000)
  const relay = await startRelay()
  const server = await startServer(relay.port)
  try {
    const login = async (collection: string, email: string) => {
      await actAsAnotherMachine()
      const response = await fetch(`${server.baseUrl}/api/${collection}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      expect(response.status, `login of ${email}`).toBe(200)
      return ((await response.json()) as { token: string }).token
    }
    const tokens: [string, string] = [await login('members', MEMBER_EMAIL), await login('users', ADMIN_EMAIL)]

    // Before: every request answers. The server has just started: on CI's loaded machine, its first
    // twenty requests (twenty new connections through the relay, every route's first render) once
    // waited past the pool's 15 s and two writes got the outage's 503 before anything was cut.
    await expect(async () => {
      const before = await Promise.all(traffic(server.baseUrl, ...tokens))
      expectAnsweredOrOutage(before)
      expect(before.map((answer) => `${answer.what} ${answer.status}`)).toEqual(
        before.map((answer) => `${answer.what} 200`),
      )
    }).toPass({ timeout: 90_000 })

    // The server's sessions ended (a restart, a failover) while the database stays up: the reads
    // held in them run again on fresh connections, and the pages are served.
    const ended = await whileHeld(server.baseUrl, tokens, terminateServerSessions)
    expectAnsweredOrOutage(ended)
    // Each held its session's read when it was ended; a page whose statement was a write or in a
    // transaction then is the French 503, the others are served.
    const pagesServed = ended.filter((answer) => answer.what.startsWith('GET ') && answer.status === 200)
    expect(
      pagesServed.length,
      JSON.stringify(ended.map((answer) => `${answer.what} ${answer.status}`)),
    ).toBeGreaterThanOrEqual(9)

    // The database out of reach under the held requests: the French 503 where no answer can be given.
    const cut = await whileHeld(server.baseUrl, tokens, relay.cut)
    expectAnsweredOrOutage(cut)
    // Every page is the outage's, those that show their own French message when a read fails
    // too: a lost connection is not a failed read, and a 200 would read as a normal page.
    for (const answer of cut.filter(({ what }) => what.startsWith('GET '))) {
      expect(answer.status, answer.what).toBe(503)
      expect(answer.body).not.toContain(MEMBER_DECLARED_ACTIONS_LOAD_ERRORS.member)
    }
    // And while it stays away.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const during = await Promise.all(traffic(server.baseUrl, ...tokens))
    expectAnsweredOrOutage(during)
    expect(during.filter((answer) => answer.what.startsWith('GET ')).map((answer) => answer.status)).toEqual(
      Array.from({ length: 12 }, () => 503),
    )

    await relay.restore()
    await expect(async () => {
      const after = await Promise.all(traffic(server.baseUrl, ...tokens))
      expect(after.map((answer) => `${answer.what} ${answer.status}`)).toEqual(
        after.map((answer) => `${answer.what} 200`),
      )
    }).toPass({ timeout: 30_000 })

    expect(
      server
        .log()
        .split('\n')
        .filter((line) => UNCAUGHT.test(line)),
    ).toEqual([])
  } finally {
    await server.stop()
    await relay.stop()
  }
})
