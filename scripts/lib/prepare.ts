import { getPayload, type Migration } from 'payload'
import pg from 'pg'

import config from '../../payload.config'

import { migrations } from '../../migrations'
import { closePayload } from '../../src/db/closePayload'
import { seedIfEmpty } from '../../src/seed/seedIfEmpty'

/** The lock every preparation takes: one at a time per database, whatever the machine. */
const PREPARE_LOCK = "hashtext('tryb:prepare-database')"

/**
 * An advisory lock held by an open transaction, so servers started together wait for one another even through
 * PgBouncer.
 */
export async function prepareDatabase({ seed }: { seed: boolean }) {
  const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await lock.connect()
  try {
    await lock.query('begin')
    await lock.query(`select pg_advisory_xact_lock(${PREPARE_LOCK})`)
    await migrateAndSeed(seed)
    await lock.query('commit')
  } finally {
    // Ending the connection ends its transaction, and the lock with it, even when the preparation failed.
    await lock.end()
  }
}

async function migrateAndSeed(seed: boolean) {
  const payload = await getPayload({ config })
  try {
    // The committed list, imported (not read from disk), so this works wherever TS is compiled.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const applied = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    const appliedNames = new Set(applied.docs.map((doc) => doc.name))
    const missing = migrations.filter((migration) => !appliedNames.has(migration.name))
    if (missing.length > 0) {
      throw new Error(`Migrations non appliquées : ${missing.map((migration) => migration.name).join(', ')}`)
    }
    payload.logger.info(`[tryb] Base à jour (${applied.docs.length} migrations appliquées).`)
    if (seed) await seedIfEmpty(payload)
  } finally {
    await closePayload(payload)
  }
}
