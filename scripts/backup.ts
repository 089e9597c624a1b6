/**
 * `npm run backup`: one archive of the database and the uploads in BACKUP_DIR (`.data/backups`),
 * then the retention rule (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). The database is read from
 * DIRECT_DATABASE_URL when set (PostgreSQL itself, past PgBouncer), else DATABASE_URL, else the
 * embedded one of `npm run dev`. See docs/OPERATIONS.md.
 */
import path from 'node:path'

import { createBackup } from '../src/backup/createBackup'
import { retentionFromEnv } from '../src/domain/infrastructure/backupRetention'
import { uploadStoreFromEnv } from '../src/uploads/uploadStore'

import { openAppDatabase } from './lib/appDatabase'

async function main() {
  const retention = retentionFromEnv(process.env)
  const stopDatabase = await openAppDatabase({ reuseRunning: true })
  const store = uploadStoreFromEnv()
  try {
    const started = Date.now()
    const result = await createBackup({
      databaseUrl: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL!,
      store,
      directory: path.resolve(process.env.BACKUP_DIR || path.join('.data', 'backups')),
      retention,
    })
    const rows = Object.values(result.manifest.tables).reduce((sum, count) => sum + count, 0)
    console.info(
      `[tryb] Sauvegarde écrite : ${result.archive} (${(result.bytes / 1_048_576).toFixed(1)} Mio, ` +
        `${rows} lignes, ${result.manifest.uploads.length} fichiers, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    )
    for (const missing of result.manifest.missingUploads) {
      console.warn(
        `[tryb] Fichier absent du stockage, noté dans le manifeste : ${missing.collection}/${missing.filename}`,
      )
    }
    for (const name of result.deleted) console.info(`[tryb] Ancienne sauvegarde supprimée : ${name}`)
  } finally {
    store.close()
    await stopDatabase()
  }
}

main().catch((error: unknown) => {
  console.error('[tryb] Sauvegarde impossible :', error instanceof Error ? error.message : error)
  process.exit(1)
})
