import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, expect, it } from 'vitest'

import { watchRequestFaults, type RequestFaults } from '@/db/requestConnectionLoss'
import { isConnectionLoss } from '@/domain/infrastructure/connectionLoss'

import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * A statement whose session PostgreSQL ends under it (`pg_terminate_backend`, what a restart or a
 * failover does), on this test's own database: a read the pool runs by itself is run once more
 * and answers; a write, or a statement of a transaction, fails and is never run again; and the
 * request it belonged to is noted as having lost its connection (the production server then
 * answers it with the outage's 503), unless the read's second run answered.
 */

let payload: Payload
let pool: PostgresAdapter['pool']

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  pool = (payload.db as unknown as PostgresAdapter).pool
})

/** Ends the session running a statement that contains `marker`, once it runs. */
async function endSessionRunning(marker: string) {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    const deadline = Date.now() + 10_000
    for (;;) {
      const { rows } = await database.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and query like $1`,
        [`%${marker}%`],
      )
      if (rows.length > 0) return rows.length
      if (Date.now() > deadline) throw new Error(`no session ran ${marker}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    await database.end()
  }
}

/** What `promise` fails with (null if it answers), handled from the start. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )

/** How many times a statement containing `marker` was started, from a table it writes to. */
async function runsOf(marker: string) {
  const { rows } = await pool.query<{ runs: string }>(
    `select count(*) as runs from lost_reads_runs where marker = $1`,
    [marker],
  )
  return Number(rows[0].runs)
}

it('a read whose session is ended under it is run again, and answers', async () => {
  const faults: RequestFaults = { connectionLost: false }
  const marker = `lecture_${Date.now()}`
  const read = watchRequestFaults(faults, () =>
    pool.query<{ answer: number }>(`select 42 as answer, '${marker}' as marker from pg_sleep(1)`),
  )
  expect(await endSessionRunning(marker)).toBe(1)
  expect((await read).rows).toEqual([{ answer: 42, marker }])
  // Answered in the end: nothing to tell the request.
  expect(faults.connectionLost).toBe(false)
})

it('a write whose session is ended under it fails, is not run again, and marks its request', async () => {
  await pool.query('create table if not exists lost_reads_runs (marker text)')
  const faults: RequestFaults = { connectionLost: false }
  const marker = `ecriture_${Date.now()}`
  const write = failureOf(
    watchRequestFaults(faults, () =>
      pool.query(`insert into lost_reads_runs (marker) select '${marker}' from pg_sleep(1)`),
    ),
  )
  await endSessionRunning(marker)
  const error = await write
  expect(isConnectionLoss(error)).toBe(true)
  expect(faults.connectionLost).toBe(true)
  expect(await runsOf(marker)).toBe(0)
})

it('a read inside a transaction is not run again: the transaction fails whole, and marks its request', async () => {
  const faults: RequestFaults = { connectionLost: false }
  const marker = `transaction_${Date.now()}`
  const outcome = failureOf(
    watchRequestFaults(faults, async () => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        return await client.query(`select 1 as one, '${marker}' as marker from pg_sleep(1)`)
      } finally {
        client.release(true)
      }
    }),
  )
  await endSessionRunning(marker)
  const error = await outcome
  expect(isConnectionLoss(error)).toBe(true)
  expect(faults.connectionLost).toBe(true)
})

it('a read whose database refuses every connection fails after its second run, and marks its request', async () => {
  const url = new URL(process.env.DATABASE_URL!)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  const faults: RequestFaults = { connectionLost: false }
  const marker = `panne_${Date.now()}`
  try {
    const read = failureOf(
      watchRequestFaults(faults, () => pool.query(`select 1 as one, '${marker}' as marker from pg_sleep(1)`)),
    )
    // Once the read runs (the pool may still be opening its connection), the database takes no
    // new connection, then ends the session running the read.
    const running = () =>
      admin.query(`select pid from pg_stat_activity where datname = $1 and state = 'active' and query like $2`, [
        name,
        `%${marker}%`,
      ])
    const deadline = Date.now() + 10_000
    while ((await running()).rows.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    await admin.query(`alter database "${name}" allow_connections false`)
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = 'active' and query like $2`,
      [name, `%${marker}%`],
    )
    const ended = rows.length
    expect(ended).toBe(1)
    expect(await read).toBeInstanceOf(Error)
    expect(faults.connectionLost).toBe(true)
  } finally {
    await admin.query(`alter database "${name}" allow_connections true`)
    await admin.end()
  }
  // The pool opens new connections once the database takes them again.
  expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
})
