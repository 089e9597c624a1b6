import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import pg from 'pg'
import { expect, it } from 'vitest'

import { afterCommit } from '@/db/afterCommit'
import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'

import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * What a hook announces to the outside (a cache expiry) waits for its transaction's commit: a
 * request in between would read the old rows and cache them again.
 */

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

it('runs once the transaction has committed, when the change is visible to everyone', async () => {
  const email = 'apres-commit@exemple.fr'
  const seen: string[] = []
  let visibleThen: Promise<number> | undefined
  await inTransaction({ payload }, async (req) => {
    await payload.create({ collection: 'batch2-waitlist', data: { email, consent: true }, req })
    await afterCommit(req, () => {
      seen.push('callback')
      // Read on another connection than the transaction's.
      visibleThen = payload
        .count({ collection: 'batch2-waitlist', where: { email: { equals: email } } })
        .then((result) => result.totalDocs)
    })
    seen.push('work done')
  })
  expect(seen).toEqual(['work done', 'callback'])
  expect(await visibleThen).toBe(1)
})

it('runs nothing when the transaction rolls back', async () => {
  let ran = false
  await expect(
    inTransaction({ payload }, async (req) => {
      await afterCommit(req, () => {
        ran = true
      })
      throw new Error('annulé')
    }),
  ).rejects.toThrow('annulé')
  expect(ran).toBe(false)
})

it('runs at once for a change made outside any transaction', async () => {
  let ran = false
  await afterCommit(await createLocalReq({}, payload), () => {
    ran = true
  })
  expect(ran).toBe(true)
})

it('a COMMIT that fails (its connection cut just before) is thrown, nothing is stored and nothing waiting for it runs', async () => {
  const email = 'commit-perdu@exemple.fr'
  let ran = false
  await expect(
    inTransaction({ payload }, async (req) => {
      await payload.create({ collection: 'batch2-waitlist', data: { email, consent: true }, req })
      await afterCommit(req, () => {
        ran = true
      })
      const { rows } = await (
        await drizzleFor(payload, req)
      ).execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
      const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await database.connect()
      await database.query('select pg_terminate_backend($1)', [rows[0].pid])
      await database.end()
      // node-postgres learns of the death on the connection itself, before the COMMIT is sent.
      await new Promise((resolve) => setTimeout(resolve, 500))
    }),
  ).rejects.toThrow()
  expect(ran).toBe(false)
  const { totalDocs } = await payload.count({ collection: 'batch2-waitlist', where: { email: { equals: email } } })
  expect(totalDocs).toBe(0)
})
