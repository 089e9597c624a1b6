import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'
import { DATABASE_POOL_MAX } from '@/db/poolSize'

import { createMember } from './helpers/actors'
import { authorizationOf } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * PostgreSQL restarted under active members: every connection in use is ended by the server
 * (what a restart or a failover does to them, `pg_terminate_backend` here, on this test's own
 * database only). The reads in flight are read again and answer; the writes answer the French
 * 503 with Retry-After, never a 500; no exception escapes (vitest fails a run on an uncaught
 * one); the next requests are served.
 */

let payload: Payload
let route: typeof RestRoute

setUpTestPayload((started) => ({ payload } = started))

// The app's own REST route, with what wraps Payload's handler: writes take their turn there.
beforeAll(async () => {
  route = await import('@/app/(payload)/api/[...slug]/route')
})

it('a connection a transaction holds, cut between two statements, raises no uncaught exception', async () => {
  const uncaught: unknown[] = []
  const record = (error: unknown) => uncaught.push(error)
  process.on('uncaughtException', record)
  const { pool } = payload.db as unknown as PostgresAdapter
  const client = await pool.connect()
  try {
    await client.query('begin')
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await database.connect()
    await database.query('select pg_terminate_backend($1)', [rows[0].pid])
    await database.end()
    // node-postgres reports the death on the connection itself, with no query to fail.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(client.query('commit')).rejects.toThrow()
  } finally {
    client.release(true)
    process.off('uncaughtException', record)
  }
  expect(uncaught).toEqual([])
})

/** What Next hands the catch-all route for the path after `/api/`. */
const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('/') }) })

const notificationsOf = (authorization: string) =>
  route.GET(
    new Request('http://127.0.0.1:3000/api/notifications?depth=0', { headers: { Authorization: authorization } }),
    slugOf('notifications'),
  )

const renameOf = (authorization: string, id: number, index: number) =>
  route.PATCH(
    new Request(`http://127.0.0.1:3000/api/members/${id}`, {
      method: 'PATCH',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: `Coupé${index}` }),
    }),
    slugOf(`members/${id}`),
  )

/**
 * Holds the requests `send` makes in the middle of a statement (a lock `lock` takes on `table`),
 * ends every other connection to the database (the restart), and returns their answers.
 */
async function cutWhileHeld(table: string, lock: string, send: () => Promise<Response[]>) {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    await database.query('begin')
    await database.query(`lock table ${table} in ${lock} mode`)
    const answers = send()
    let waiting: number[] = []
    // Generous: beside two other test files on two cores, reaching the lock once took most of a minute.
    const deadline = Date.now() + 60_000
    while (waiting.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const { rows } = await database.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      )
      waiting = rows.map((row) => row.pid)
    }
    // If none does, what the other connections were doing.
    const others = waiting.length
      ? []
      : (
          await database.query<{ state: string; wait: string; query: string }>(
            `select state, wait_event_type || ':' || wait_event as wait, left(query, 80) as query
               from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows
    expect(waiting.length, `no request waits on the lock; the others: ${JSON.stringify(others)}`).toBeGreaterThan(0)
    await database.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    await database.query('rollback')
    return await answers
  } finally {
    await database.end()
  }
}

it('20 members’ reads whose connections are cut mid-query are read again on fresh ones, and answer', async () => {
  const authorizations = await Promise.all(
    Array.from({ length: 20 }, async (_, index) =>
      authorizationOf(payload, await createMember(payload, 'active', `Lecteur${index}`)),
    ),
  )
  const responses = await cutWhileHeld('notifications', 'access exclusive', () =>
    Promise.all(authorizations.map(notificationsOf)),
  )
  expect(responses.map((response) => response.status)).toEqual(authorizations.map(() => 200))
}, 150_000)

it('20 members’ writes whose connections are cut mid-statement answer the French 503, and the next ones succeed', async () => {
  const members = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const member = await createMember(payload, 'active', `Membre${index}`)
      return { id: member.id, authorization: await authorizationOf(payload, member) }
    }),
  )
  // A share lock lets the members' sessions be read, and holds their updates.
  const responses = await cutWhileHeld('members', 'share', () =>
    Promise.all(members.map(({ authorization, id }, index) => renameOf(authorization, id, index))),
  )
  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
  expect(statuses).toContain(503)
  const cut = responses.find((response) => response.status === 503)!
  expect(cut.headers.get('retry-after')).toBe('15')
  expect(await cut.json()).toEqual({ errors: [{ message: 'Service momentanément indisponible' }] })

  // The pool replaced the dead connections by itself.
  const again = await Promise.all(members.map(({ authorization, id }, index) => renameOf(authorization, id, index)))
  expect(again.map((response) => response.status)).toEqual(members.map(() => 200))
}, 150_000)

it('after every connection was ended, the pool still lends all its connections at once', async () => {
  const { pool } = payload.db as unknown as PostgresAdapter
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    for (let restart = 0; restart < 3; restart++) {
      await payload.find({ collection: 'members', limit: 1, depth: 0 })
      await database.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await database.end()
  }
  // A slot kept by a connection no one gives back would leave one of these waiting for ever. Asked
  // all at once, each either gets a connection or, on a machine too loaded to open one in the pool's
  // 15 s (seen on CI at a load of 17), times out; then, all given back, every slot the pool counts
  // is idle: none is held by a connection that died.
  const asked = await Promise.allSettled(Array.from({ length: DATABASE_POOL_MAX }, () => pool.connect()))
  const clients = asked.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []))
  for (const client of clients) client.release()
  expect(clients.length).toBeGreaterThan(0)
  // An ask that timed out leaves its half-opened connection counted until the pool has closed it
  // (seen on CI: 2 for a moment); a slot held by a dead connection stays counted for ever.
  await expect
    .poll(() => ({ lent: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }), { timeout: 20_000 })
    .toEqual({ lent: 0, waiting: 0 })
  // And the pool goes on lending.
  const again = await pool.connect()
  again.release()
}, 60_000)
