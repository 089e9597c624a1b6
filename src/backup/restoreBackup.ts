import { execFile, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { manifestDifferences, uploadKey, type BackupManifest } from '@/domain/infrastructure/backupManifest'
import { UPLOAD_COLLECTIONS } from '@/uploads/s3Storage'
import type { UploadStore } from '@/uploads/uploadStore'

import { sha256 } from './createBackup'
import { countRows, dropEverything, lastMigration, listTables } from './databaseState'
import { findPostgresTool, majorOf } from './postgresTools'

const run = promisify(execFile)

export type RestoreOptions = {
  archive: string
  /** PostgreSQL itself, where pg_restore writes. */
  databaseUrl: string
  store: UploadStore
  /** Replace a database that has tables, and write over files already stored. */
  force: boolean
  /** Applies the migrations newer than the archive's (`scripts/prepare.ts` in its own process). */
  migrate: () => Promise<void>
  log?: (line: string) => void
}

/** Refused, in French, before anything was changed. */
export class RestoreRefused extends Error {}

function runTool(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} a échoué (code ${code}) : ${errors.trim()}`)),
    )
  })
}

/** The archive unpacked, its files checked against its own manifest before anything is written. */
async function unpack(archive: string, work: string): Promise<BackupManifest> {
  await run('tar', ['-xf', archive, '-C', work]).catch(() => {
    throw new RestoreRefused(`${archive} n'est pas une archive de sauvegarde lisible.`)
  })
  const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new RestoreRefused(`Format d'archive inconnu : ${String(manifest.format)}.`)
  const dump = await readFile(path.join(work, 'database.dump')).catch(() => null)
  if (!dump || sha256(dump) !== manifest.database.sha256) {
    throw new RestoreRefused(`L'archive est abîmée : database.dump ne correspond pas au manifeste.`)
  }
  for (const upload of manifest.uploads) {
    const bytes = await readFile(path.join(work, 'uploads', upload.collection, path.basename(upload.filename))).catch(
      () => null,
    )
    if (!bytes || sha256(bytes) !== upload.sha256) {
      throw new RestoreRefused(`L'archive est abîmée : le fichier ${uploadKey(upload)} ne correspond pas au manifeste.`)
    }
  }
  return manifest
}

/**
 * Restores an archive of `createBackup`: refuses a database that has tables (or a storage that
 * has files) unless `force`, restores the dump, checks every count of the manifest, writes the
 * files and reads each one back to check its checksum, then applies newer migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {})
  const work = await mkdtemp(path.join(os.tmpdir(), 'tryb-restore-'))
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const manifest = await unpack(options.archive, work)
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    const serverMajor = majorOf(rows[0].server_version)
    const pgRestore = await findPostgresTool('pg_restore', Math.max(majorOf(manifest.postgres.pgDump), serverMajor))

    // pg_restore reads the dump's table of contents: a dump it cannot read is refused before anything is dropped.
    await runTool(pgRestore.binary, ['--list', path.join(work, 'database.dump')]).catch((error: Error) => {
      throw new RestoreRefused(`pg_restore ne peut pas lire database.dump : ${error.message}`)
    })
    const tables = await listTables(client)
    const stored = (await Promise.all(UPLOAD_COLLECTIONS.map((collection) => options.store.list(collection)))).flat()
    if (!options.force && (tables.length > 0 || stored.length > 0)) {
      throw new RestoreRefused(
        `La base contient déjà ${tables.length} tables et le stockage ${stored.length} fichiers : ` +
          `relancez avec --force pour les remplacer par la sauvegarde.`,
      )
    }

    log(`Base : restauration de ${path.basename(options.archive)} (${manifest.takenAt})…`)
    await dropEverything(client)
    await runTool(pgRestore.binary, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${options.databaseUrl}`,
      path.join(work, 'database.dump'),
    ])

    log(`Fichiers : ${manifest.uploads.length} à écrire (stockage ${options.store.kind})…`)
    const readBack: Record<string, string | null> = {}
    for (const upload of manifest.uploads) {
      const bytes = await readFile(path.join(work, 'uploads', upload.collection, path.basename(upload.filename)))
      await options.store.write(upload.collection, upload.filename, bytes, upload.mimeType)
      const stored = await options.store.read(upload.collection, upload.filename)
      readBack[uploadKey(upload)] = stored ? sha256(stored) : null
    }

    // Counted before migrating: a newer migration may add tables or rows the archive never had.
    const differences = manifestDifferences(manifest, { tables: await countRows(client), uploads: readBack })
    if (differences.length > 0) {
      throw new Error(`La restauration ne correspond pas au manifeste :\n- ${differences.join('\n- ')}`)
    }

    log(`Migrations : la sauvegarde s'arrête à ${manifest.lastMigration ?? 'aucune'}…`)
    await options.migrate()
    log(`Base à jour : ${(await lastMigration(client)) ?? 'aucune migration'}.`)
    return manifest
  } finally {
    await client.end().catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}
