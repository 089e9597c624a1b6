import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let adapter: PostgresAdapter

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  adapter = payload.db as unknown as PostgresAdapter
})

/** The drizzle snapshot `payload migrate:create` stored with the newest migration. */
function latestSnapshot(): Record<string, unknown> {
  const dir = adapter.migrationDir
  const [newest] = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
  if (!newest) throw new Error(`No migration snapshot in ${dir}`)
  return JSON.parse(readFileSync(path.join(dir, newest), 'utf8')) as Record<string, unknown>
}

describe('committed migrations', () => {
  it('describe the schema of the current config: `payload migrate:create` would find no changes', async () => {
    // The same comparison as @payloadcms/drizzle's createMigration: newest snapshot → schema now.
    const { generateDrizzleJson, generateMigration, upSnapshot } = adapter.requireDrizzleKit()
    const current = await generateDrizzleJson(adapter.schema)
    let committed = latestSnapshot()
    if (upSnapshot && Number(committed.version) < Number(current.version)) {
      committed = upSnapshot(committed) as Record<string, unknown>
    }
    const missingFromMigrations = await generateMigration(committed as never, current)
    const extraInMigrations = await generateMigration(current, committed as never)
    expect(missingFromMigrations).toEqual([])
    expect(extraInMigrations).toEqual([])
  })

  it('built the very tables the config expects: the migrated database needs no push', async () => {
    // Compares the live test database (made by running the migrations' SQL) with the config,
    // which catches a migration file edited by hand away from its snapshot.
    const { pushSchema } = adapter.requireDrizzleKit()
    // Payload's typing of drizzle-kit's result omits the statements it computed.
    const { statementsToExecute } = (await pushSchema(adapter.schema, adapter.drizzle as never)) as unknown as {
      statementsToExecute: string[]
    }

    // drizzle-kit reads a numeric column's default back quoted ('50') and then always wants to
    // "SET DEFAULT 50" again. Check those defaults in the catalogue ourselves instead.
    const numericDefault = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?\d+(?:\.\d+)?);$/
    const otherChanges = statementsToExecute.filter((statement) => !numericDefault.test(statement))
    expect(otherChanges).toEqual([])

    for (const statement of statementsToExecute) {
      const [, table, column, expected] = numericDefault.exec(statement) ?? []
      const { rows } = await adapter.pool.query<{ data_type: string; column_default: string | null }>(
        `select data_type, column_default from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name = $2`,
        [table, column],
      )
      expect(rows[0], `${table}.${column}`).toEqual({ data_type: 'numeric', column_default: expected })
    }
  })

  it('are all recorded as applied in the test database', async () => {
    const applied = await payload.find({
      collection: 'payload-migrations',
      pagination: false,
      limit: 0,
    })
    expect(migrations.length).toBeGreaterThan(0)
    expect(applied.docs.map((doc) => doc.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
    // A dev push leaves a batch -1 row; migrations and push must never mix.
    expect(applied.docs.filter((doc) => doc.batch === -1)).toEqual([])
  })
})
