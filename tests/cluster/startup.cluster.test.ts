import { readFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'
import { expect, inject, it } from 'vitest'

import { migrations } from '../../migrations'

/**
 * The cluster's two servers were started at the same moment on an empty database, each migrating
 * and seeding as it starts (`npm start`). The preparation's lock made one wait for the other: every
 * migration applied once, the demo content seeded once, both servers up.
 */

const { directDatabaseUrl } = inject('cluster')

it('two servers started at once on a database with pending migrations: each migration applied once', async () => {
  const database = new pg.Client({ connectionString: directDatabaseUrl })
  await database.connect()
  try {
    const { rows } = await database.query<{ name: string; times: string }>(
      "select name, count(*) as times from payload_migrations where name <> 'dev' group by name order by name",
    )
    expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name).sort())
    expect(rows.filter((row) => Number(row.times) !== 1)).toEqual([])
    const admins = await database.query('select id from users where email = $1', ['admin@tryb.local'])
    expect(admins.rowCount).toBe(1)
  } finally {
    await database.end()
  }
  // Both went through the preparation; the second found nothing left to do.
  for (const server of ['A', 'B']) {
    const log = await readFile(path.resolve('.data', 'test-results', 'cluster', `server-${server}.log`), 'utf8')
    expect(log, `server ${server}`).toContain('Base à jour')
  }
})
