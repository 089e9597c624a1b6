/**
 * `npm run restore <archive> [--force]`: the database and the uploads of an archive of
 * `npm run backup`, checked against its manifest, then newer migrations. Writes to
 * DIRECT_DATABASE_URL when set, else DATABASE_URL, else the embedded database (stop
 * `npm run dev` first). See docs/OPERATIONS.md.
 */
import { restoreBackup, RestoreRefused } from '../src/backup/restoreBackup'
import { uploadStoreFromEnv } from '../src/uploads/uploadStore'

import { openAppDatabase } from './lib/appDatabase'
import { runCommand, typescriptEntry } from './lib/processes'

async function main() {
  const args = process.argv.slice(2)
  const archive = args.find((arg) => !arg.startsWith('--'))
  if (!archive) {
    console.error('Usage : npm run restore -- <archive.tar> [--force]')
    process.exit(2)
  }
  const stopDatabase = await openAppDatabase()
  const store = uploadStoreFromEnv()
  try {
    await restoreBackup({
      archive,
      databaseUrl: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL!,
      store,
      // `npm run restore x.tar --force` hands --force to npm, which passes it on as npm_config_force.
      force: args.includes('--force') || process.env.npm_config_force === 'true',
      log: (line) => console.info(`[tryb] ${line}`),
      migrate: async () => {
        // The app's own preparation, in a process of its own (the config reads DATABASE_URL as it loads).
        const code = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts'))
        if (code !== 0) throw new Error(`les migrations ont échoué (code ${code})`)
      },
    })
    console.info('ok')
  } finally {
    store.close()
    await stopDatabase()
  }
}

main().catch((error: unknown) => {
  const refused = error instanceof RestoreRefused
  console.error(
    `[tryb] Restauration ${refused ? 'refusée' : 'impossible'} :`,
    error instanceof Error ? error.message : error,
  )
  process.exit(refused ? 2 : 1)
})
