import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import type { BackupManifest, BackupUpload } from '@/domain/infrastructure/backupManifest'
import { archivesToDelete, backupArchiveName, type RetentionPolicy } from '@/domain/infrastructure/backupRetention'
import { UPLOAD_COLLECTIONS } from '@/uploads/s3Storage'
import type { UploadStore } from '@/uploads/uploadStore'

import { countRows, lastMigration, referencedUploads } from './databaseState'
import { findPostgresTool } from './postgresTools'

const run = promisify(execFile)

export type BackupOptions = {
  /** PostgreSQL itself (never through PgBouncer: pg_dump keeps session state). */
  databaseUrl: string
  store: UploadStore
  /** The folder the archive goes to. */
  directory: string
  /** Archives in `directory` beyond it are deleted once the new one is written; none: all are kept. */
  retention?: RetentionPolicy
  now?: Date
}

export type BackupResult = { archive: string; manifest: BackupManifest; bytes: number; deleted: string[] }

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function appIdentity() {
  const pkg = JSON.parse(await readFile(path.resolve('package.json'), 'utf8')) as { name: string; version: string }
  const commit = await run('git', ['rev-parse', '--short', 'HEAD']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  )
  return { name: pkg.name, version: commit ? `${pkg.version}+${commit}` : pkg.version }
}

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

/**
 * One archive `tryb-backup-<UTC time>.tar`: `database.dump` (pg_dump's custom format), the files
 * under `uploads/<collection>/`, and `manifest.json`. The dump, the row counts and the list of
 * files are all read in one snapshot, so the app may keep serving while it runs.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const takenAt = options.now ?? new Date()
  const work = await mkdtemp(path.join(os.tmpdir(), 'tryb-backup-'))
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    const server = rows[0].server_version.split(' ')[0]
    const pgDump = await findPostgresTool('pg_dump', Number(server.split('.')[0]))

    await client.query('begin isolation level repeatable read read only')
    const { rows: snapshot } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
    const dumped = runTool(pgDump.binary, [
      '--format=custom',
      `--snapshot=${snapshot[0].id}`,
      `--file=${path.join(work, 'database.dump')}`,
      `--dbname=${options.databaseUrl}`,
    ])
    // Read while pg_dump runs, in the snapshot it dumps (one query at a time: one connection).
    let read: [Record<string, number>, string | null, Awaited<ReturnType<typeof referencedUploads>>]
    try {
      read = [await countRows(client), await lastMigration(client), await referencedUploads(client, UPLOAD_COLLECTIONS)]
    } catch (error) {
      await dumped.catch(() => undefined)
      throw error
    }
    const [tables, migration, files] = read
    await dumped
    await client.query('commit')

    const uploads: BackupUpload[] = []
    const missingUploads: BackupManifest['missingUploads'] = []
    for (const file of files) {
      const bytes = await options.store.read(file.collection, file.filename)
      if (!bytes) {
        missingUploads.push({ collection: file.collection, filename: file.filename })
        continue
      }
      await mkdir(path.join(work, 'uploads', file.collection), { recursive: true })
      await writeFile(path.join(work, 'uploads', file.collection, path.basename(file.filename)), bytes)
      uploads.push({ ...file, bytes: bytes.length, sha256: sha256(bytes) })
    }

    const dump = await readFile(path.join(work, 'database.dump'))
    const manifest: BackupManifest = {
      format: 1,
      takenAt: takenAt.toISOString(),
      app: await appIdentity(),
      postgres: { server, pgDump: pgDump.version },
      database: { bytes: dump.length, sha256: sha256(dump) },
      lastMigration: migration,
      tables,
      uploads,
      missingUploads,
      storage: options.store.kind,
    }
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    await mkdir(options.directory, { recursive: true })
    const archive = path.join(path.resolve(options.directory), backupArchiveName(takenAt))
    // Written under another name first: a backup cut short never looks like an archive.
    await run(
      'tar',
      ['-cf', `${archive}.partial`, '-C', work, 'manifest.json', 'database.dump', 'uploads'].filter(
        (entry) => entry !== 'uploads' || uploads.length > 0,
      ),
    )
    await rename(`${archive}.partial`, archive)

    const deleted = options.retention ? archivesToDelete(await readdir(options.directory), options.retention) : []
    for (const name of deleted) await rm(path.join(options.directory, name))
    return { archive, manifest, bytes: (await stat(archive)).size, deleted }
  } finally {
    await client.end().catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}
