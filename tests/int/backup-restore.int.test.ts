import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { createDatabase, dropDatabase, serverFromUrl, withClient } from '../../scripts/lib/database'
import { runCommand, typescriptEntry } from '../../scripts/lib/processes'
import { startS3Server, type TestS3Server } from '../../scripts/lib/s3server'
import { createBackup, type BackupResult } from '@/backup/createBackup'
import { listTables, quotedTable } from '@/backup/databaseState'
import { restoreBackup, RestoreRefused } from '@/backup/restoreBackup'
import { findPublicProject } from '@/community/projects'
import { ProjectView } from '@/components/community/ProjectView'
import { uploadStoreFromEnv, type UploadStore } from '@/uploads/uploadStore'
import { seedIfEmpty } from '@/seed/seedIfEmpty'

import { createActors, pngFile, TEST_PASSWORD, type Actors } from './helpers/actors'
import { memberWithEverything } from './helpers/memberWithEverything'
import { restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The restore drill (docs/OPERATIONS.md): seed, rows in every collection, files; back up; drop the
 * database and the files; restore into a fresh database and a fresh storage; then every row and
 * every byte is the same, and a member signs in and a project's page is read and drawn.
 */

let payload: Payload
let actors: Actors
let work: string
let backup: BackupResult
let databaseUrl: string
let liveStore: UploadStore
let freshStore: UploadStore
/** Every table's rows before the drill, each row as JSON, sorted. */
let rowsBefore: Record<string, string[]>
const filesBefore = new Map<string, Buffer>()

setUpTestPayload((started) => ({ payload } = started))

/** Every row of every table, as PostgreSQL writes it in JSON (so dates and numbers are exact). */
async function allRows(url: string): Promise<Record<string, string[]>> {
  return withClient(url, async (client) => {
    const rows: Record<string, string[]> = {}
    for (const table of await listTables(client)) {
      const { rows: found } = await client.query<{ row: string }>(
        `select to_jsonb(t)::text as row from ${quotedTable(table)} t`,
      )
      rows[table] = found.map((row) => row.row).sort()
    }
    return rows
  })
}

/**
 * The rows once nothing writes any more: two readings half a second apart that agree. A write an
 * earlier step left running (seen once on CI at a load of 17, on a table the drill cannot tell)
 * would otherwise be taken for one the restore made.
 */
async function rowsAtRest(url: string): Promise<Record<string, string[]>> {
  let previous = await allRows(url)
  for (let reading = 0; reading < 20; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const current = await allRows(url)
    if (changedTables(previous, current).length === 0) return current
    previous = current
  }
  throw new Error('la base change encore après 10 s : quelque chose y écrit')
}

/** The tables whose rows differ, by name (a readable failure, not two objects of 84 keys). */
function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...tables].filter((table) => JSON.stringify(before[table]) !== JSON.stringify(after[table])).sort()
}

beforeAll(async () => {
  databaseUrl = process.env.DATABASE_URL!
  work = await mkdtemp(path.join(os.tmpdir(), 'tryb-drill-'))
  liveStore = uploadStoreFromEnv()
  freshStore = uploadStoreFromEnv({ UPLOADS_DIR: path.join(work, 'restored-uploads') })

  expect(await seedIfEmpty(payload)).toBe(true)
  actors = await createActors(payload)
  await memberWithEverything(payload, actors)
  await payload.create({ collection: 'media', data: { alt: 'Affiche' }, file: await pngFile('affiche.png') })
  await fillEmptyCollections()
})

afterAll(async () => {
  liveStore?.close()
  freshStore?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

/** The collections seed and `memberWithEverything` leave empty get a row each here. */
async function fillEmptyCollections() {
  await payload.create({
    collection: 'staff-second-factors',
    data: { user: actors.admin.id, secret: 'chiffré', recovery_codes: ['empreinte'] },
    overrideAccess: true,
  })
  // Payload's key-value store (its own collection), written through its own API.
  await payload.kv.set('drill', { taken: true })
}

describe('the restore drill', () => {
  it('starts from rows in every collection and files in every upload collection', async () => {
    const empty: string[] = []
    for (const { slug } of payload.config.collections) {
      const { totalDocs } = await payload.count({ collection: slug, overrideAccess: true })
      if (totalDocs === 0) empty.push(slug)
    }
    expect(empty, 'collections without a row: add one in fillEmptyCollections').toEqual([])
  })

  it('backs up the database and the files, in one archive that describes itself', async () => {
    rowsBefore = await allRows(databaseUrl)
    backup = await createBackup({ databaseUrl, store: liveStore, directory: path.join(work, 'archives') })
    const { manifest } = backup
    expect(path.basename(backup.archive)).toMatch(/^tryb-backup-\d{8}T\d{6}Z\.tar$/)
    expect(manifest.lastMigration).toBe(migrations.at(-1)!.name)
    expect(manifest.app.name).toBe('tryb')
    expect(manifest.tables).toEqual(Object.fromEntries(Object.entries(rowsBefore).map(([t, r]) => [t, r.length])))
    expect(manifest.missingUploads).toEqual([])
    const collections = new Set(manifest.uploads.map((upload) => upload.collection))
    expect([...collections].sort()).toEqual(['avatars', 'media', 'project-hero-images', 'report-files'])
    for (const upload of manifest.uploads) {
      const bytes = (await liveStore.read(upload.collection, upload.filename))!
      expect(bytes.length).toBe(upload.bytes)
      filesBefore.set(`${upload.collection}/${upload.filename}`, bytes)
    }
  })

  it('refuses, in French and without touching it, a database that has tables', async () => {
    const before = await rowsAtRest(databaseUrl)
    await expect(
      restoreBackup({ archive: backup.archive, databaseUrl, store: freshStore, force: false, migrate: async () => {} }),
    ).rejects.toThrow(RestoreRefused)
    await expect(
      restoreBackup({ archive: backup.archive, databaseUrl, store: freshStore, force: false, migrate: async () => {} }),
    ).rejects.toThrow(/relancez avec --force/)
    expect(changedTables(before, await allRows(databaseUrl))).toEqual([])
    expect(await freshStore.list('avatars')).toEqual([])
  })

  // Its migrations run in a process of their own: over 60 s on CI's machine at a load of 17.
  it('restores into a fresh database and storage: the same rows, the same bytes, then migrations', async () => {
    // Everything dropped: the database (its connections cut) and the files.
    const server = serverFromUrl(databaseUrl)
    const name = new URL(databaseUrl).pathname.slice(1)
    await dropDatabase(server, name)
    await createDatabase(server, name)
    for (const key of filesBefore.keys()) await rm(path.join(process.env.UPLOADS_DIR!, key))

    let migrated = false
    const manifest = await restoreBackup({
      archive: backup.archive,
      databaseUrl,
      store: freshStore,
      force: false,
      migrate: async () => {
        const code = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts'), {
          env: { ...process.env, DATABASE_URL: databaseUrl },
          stdio: 'ignore',
        })
        expect(code).toBe(0)
        migrated = true
      },
    })
    expect(migrated).toBe(true)
    expect(manifest.takenAt).toBe(backup.manifest.takenAt)

    const rowsAfter = await allRows(databaseUrl)
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort())
    for (const table of Object.keys(rowsBefore)) expect(rowsAfter[table], table).toEqual(rowsBefore[table])
    for (const [key, bytes] of filesBefore) {
      const [collection, filename] = key.split('/')
      expect((await freshStore.read(collection, filename))?.equals(bytes), key).toBe(true)
    }
  }, 240_000)

  it('lets a member sign in and a project page be read and drawn from the restored database', async () => {
    const login = await restRequest(payload, 'POST', '/members/login', undefined, {
      email: actors.owner.email,
      password: TEST_PASSWORD,
    })
    expect(login.status).toBe(200)
    const token = login.body.token as string
    const me = await restRequest(payload, 'GET', '/members/me', `JWT ${token}`)
    expect((me.body.user as { id: number }).id).toBe(actors.owner.id)

    const { docs } = await payload.find({
      collection: 'projects',
      where: { status: { equals: 'published' } },
      limit: 1,
    })
    const project = await findPublicProject(payload, docs[0].slug!)
    expect(project?.id).toBe(docs[0].id)
    const html = renderToStaticMarkup(
      createElement(ProjectView, { project: project!, vote: null, manage: null, declare: null }),
    )
    expect(html).toContain(docs[0].title)
  })

  it('refuses a damaged archive before changing anything', async () => {
    const before = await rowsAtRest(databaseUrl)
    const damaged = path.join(work, 'damaged.tar')
    await runCommand('sh', ['-c', `head -c 2000 "${backup.archive}" > "${damaged}"`])
    const error = await restoreBackup({
      archive: damaged,
      databaseUrl,
      store: freshStore,
      force: true,
      migrate: async () => {},
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RestoreRefused)
    expect(changedTables(before, await allRows(databaseUrl))).toEqual([])
  })
})

describe('the same archive restored to an S3 bucket', () => {
  let s3: TestS3Server | undefined
  let bucketStore: UploadStore | undefined
  let s3DatabaseUrl: string

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'tryb-drill' })
    bucketStore = uploadStoreFromEnv(s3.env)
    const server = serverFromUrl(databaseUrl)
    const name = `${new URL(databaseUrl).pathname.slice(1)}_s3`
    await createDatabase(server, name)
    s3DatabaseUrl = server.urlFor(name)
  })

  afterAll(async () => {
    bucketStore?.close()
    await s3?.stop()
    if (s3DatabaseUrl) await dropDatabase(serverFromUrl(s3DatabaseUrl), new URL(s3DatabaseUrl).pathname.slice(1))
  })

  it('writes every file to the bucket under its collection, byte for byte, and backs them up again', async () => {
    await restoreBackup({
      archive: backup.archive,
      databaseUrl: s3DatabaseUrl,
      store: bucketStore!,
      force: false,
      migrate: async () => {},
    })
    for (const [key, bytes] of filesBefore) {
      const [collection, filename] = key.split('/')
      expect((await bucketStore!.read(collection, filename))?.equals(bytes), key).toBe(true)
    }
    expect((await bucketStore!.list('avatars')).sort()).toEqual(
      backup.manifest.uploads
        .filter((upload) => upload.collection === 'avatars')
        .map((upload) => upload.filename)
        .sort(),
    )
    // A backup of the bucket: the same files, the same checksums.
    const again = await createBackup({
      databaseUrl: s3DatabaseUrl,
      store: bucketStore!,
      directory: path.join(work, 's3'),
    })
    expect(again.manifest.storage).toBe('s3')
    expect(again.manifest.uploads).toEqual(backup.manifest.uploads)
    expect(again.manifest.tables).toEqual(backup.manifest.tables)
  })
})
