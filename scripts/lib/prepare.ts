import { getPayload, type Migration } from 'payload'

import config from '../../payload.config'

import { migrations } from '../../migrations'
import { closePayload } from '../../src/db/closePayload'
import { seedIfEmpty } from '../../src/seed/seedIfEmpty'

/**
 * Brings the database at DATABASE_URL up to date: applies pending migrations (failing loudly
 * if any is left afterwards) and, when asked, seeds demo content into an empty database.
 */
export async function prepareDatabase({ seed }: { seed: boolean }) {
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
