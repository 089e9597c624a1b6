import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inject } from 'vitest'

import { migrations } from '../../migrations'
import { createDatabase, dropDatabase, serverFromUrl } from '../../scripts/lib/database'
import { runCommand, typescriptEntry } from '../../scripts/lib/processes'

/**
 * Servers started together against a database with pending migrations (an empty one here) apply
 * them once and seed it once: `prepareDatabase` runs under a database lock.
 */

const server = serverFromUrl(inject('testDatabase').adminUrl)
const name = `tryb_prepare_${randomBytes(4).toString('hex')}`

beforeAll(() => createDatabase(server, name))
afterAll(() => dropDatabase(server, name))

it('two prepares started at once both succeed; migrations applied once, demo content seeded once', async () => {
  const env = { ...process.env, DATABASE_URL: server.urlFor(name), SEED_PASSWORD: 'Deux-serveurs-2026!' }
  const prepare = () => runCommand(process.execPath, typescriptEntry('scripts/prepare.ts', '--seed'), { env })
  expect(await Promise.all([prepare(), prepare()])).toEqual([0, 0])

  const client = new pg.Client({ connectionString: server.urlFor(name) })
  await client.connect()
  try {
    const applied = await client.query<{ name: string; times: number }>(
      `select name, count(*)::int as times from payload_migrations where name <> 'dev' group by name`,
    )
    expect(applied.rows.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
    expect(applied.rows.every((row) => row.times === 1)).toBe(true)
    const admins = await client.query<{ count: number }>(
      `select count(*)::int as count from users where email = 'admin@tryb.local'`,
    )
    expect(admins.rows[0].count).toBe(1)
  } finally {
    await client.end()
  }
}, 240_000)
