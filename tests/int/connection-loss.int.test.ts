import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { handleEndpoints, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { withOutageAnswer } from '@/errors/outageAnswer'

import { createMember } from './helpers/actors'
import { authorizationOf } from './helpers/rest'
import { startTestPayload, stopTestPayload } from './helpers/testPayload'

/**
 * PostgreSQL restarted under active members: every connection in use is ended by the server
 * (what a restart or a failover does to them, `pg_terminate_backend` here, on this test's own
 * database only). The requests in flight answer the French 503 with Retry-After, never a 500; no
 * exception escapes (vitest fails a run on an uncaught one); the next requests are served.
 */

let payload: Payload

beforeAll(async () => {
  payload = await startTestPayload()
})

afterAll(() => stopTestPayload(payload))

/** Payload's REST handler behind the same outage wrapper as `/api/[...slug]`. */
const rest = withOutageAnswer((request: Request) =>
  handleEndpoints({ config: payload.config, path: new URL(request.url).pathname, request }),
)

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

const notificationsOf = (authorization: string) =>
  rest(
    new Request('http://127.0.0.1:3000/api/notifications?depth=0', { headers: { Authorization: authorization } }),
    {},
  )

it('20 members’ requests whose connections are cut mid-query answer the French 503, and the next ones succeed', async () => {
  const authorizations = await Promise.all(
    Array.from({ length: 20 }, async (_, index) =>
      authorizationOf(payload, await createMember(payload, 'active', `Membre${index}`)),
    ),
  )
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    // Hold the members' reads in the middle of their query, on their connections.
    await database.query('begin')
    await database.query('lock table notifications in access exclusive mode')
    const answers = Promise.all(authorizations.map(notificationsOf))
    let waiting: number[] = []
    const deadline = Date.now() + 20_000
    while (waiting.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const { rows } = await database.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      )
      waiting = rows.map((row) => row.pid)
    }
    expect(waiting.length).toBeGreaterThan(0)
    // The restart: the server ends every other connection to the database.
    await database.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    await database.query('rollback')

    const responses = await answers
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
    expect(statuses).toContain(503)
    const cut = responses.find((response) => response.status === 503)!
    expect(cut.headers.get('retry-after')).toBe('15')
    expect(await cut.json()).toEqual({ errors: [{ message: 'Service momentanément indisponible' }] })
  } finally {
    await database.end()
  }

  // The pool replaced the dead connections by itself.
  const again = await Promise.all(authorizations.map(notificationsOf))
  expect(again.map((response) => response.status)).toEqual(authorizations.map(() => 200))
}, 90_000)
