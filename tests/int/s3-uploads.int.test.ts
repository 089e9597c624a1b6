import { existsSync } from 'node:fs'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3Server, type TestS3Server } from '../../scripts/lib/s3server'
import { drizzleFor } from '@/db/drizzleFor'
import { deleteOrphanHeroImages } from '@/projects/deleteOrphanHeroImages'
import { processLatestProjectReport } from '@/reports/processProjectReport'
import { submitProjectReport } from '@/reports/submitProjectReport'
import { deleteUnusedMemberUploads } from '@/uploads/deleteUnusedMemberUploads'
import { uploadDir } from '@/uploads/uploadDir'

import { createProject, csvFile, pngFile, type Actors } from './helpers/actors'
import { as } from './helpers/matrix'
import { authorizationOf, restFile, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/** Uploads with S3_BUCKET set: every file in the bucket of a real S3 server (s3rver), none on disk. */

let s3: TestS3Server | undefined
let payload: Payload
let actors: Actors
let bucket: S3

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'tryb-uploads' })
  // Before the config is built: it picks the storage from the environment.
  Object.assign(process.env, s3.env)
  bucket = new S3({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  })
})

afterAll(async () => {
  bucket?.destroy()
  await s3?.stop()
})

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const BUCKET = 'tryb-uploads'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47])

const keysIn = async (folder: string) =>
  ((await bucket.listObjectsV2({ Bucket: BUCKET, Prefix: `${folder}/` })).Contents ?? []).map((object) => object.Key)

const storedBytes = async (key: string) =>
  Buffer.from(await (await bucket.getObject({ Bucket: BUCKET, Key: key })).Body!.transformToByteArray())

/** The keys of a document's file and its resized copies, as the storage names them. */
const keysOf = (
  folder: string,
  doc: { filename?: string | null; sizes?: Record<string, { filename?: string | null }> },
) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)].map((name) => `${folder}/${name}`)

async function backdate(table: string, id: number, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
  const db = await drizzleFor(payload)
  await db.execute(sql`update ${sql.identifier(table)} set created_at = ${createdAt} where id = ${id}`)
}

/** A request for a private file that must not give it: refused, and none of its bytes sent. */
function expectRefused(answer: Awaited<ReturnType<typeof restFile>>, stored: Buffer) {
  expect([403, 404]).toContain(answer.status)
  expect(answer.bytes.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(false)
  expect(answer.bytes.includes(stored.subarray(0, 32))).toBe(false)
}

describe('a profile photo', () => {
  it('goes to the bucket with its thumbnail, re-encoded, and nothing to the disk', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: {},
      file: await pngFile('photo.png'),
      depth: 0,
      ...as(actors.owner),
    })
    expect(avatar.sizes?.thumbnail?.filename).toBeTruthy()
    expect(await keysIn('avatars')).toEqual(expect.arrayContaining(keysOf('avatars', avatar)))
    // The stored original is Payload's re-encoded copy (at most 1024 px), not the 1600 px upload.
    expect(await sharp(await storedBytes(`avatars/${avatar.filename}`)).metadata()).toMatchObject({ width: 1024 })
    expect(existsSync(path.join(uploadDir('avatars'), avatar.filename!))).toBe(false)
  })

  it('is served to its member through Payload, privately, and refused to another member and to a visitor', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: {},
      file: await pngFile('portrait.png'),
      depth: 0,
      ...as(actors.owner),
    })
    const [ownerAuth, otherAuth] = await Promise.all([
      authorizationOf(payload, actors.owner),
      authorizationOf(payload, actors.other),
    ])
    for (const [url, key] of [
      [avatar.url!, `avatars/${avatar.filename}`],
      [avatar.sizes!.thumbnail!.url!, `avatars/${avatar.sizes!.thumbnail!.filename}`],
    ]) {
      expect(new URL(url).pathname).toMatch(/^\/api\/avatars\/file\//)
      const stored = await storedBytes(key)
      const mine = await restFile(payload, url, ownerAuth)
      expect(mine.status).toBe(200)
      expect(mine.bytes.equals(stored)).toBe(true)
      expect(mine.headers.get('cache-control')).toBe('private, no-store')

      expectRefused(await restFile(payload, url, otherAuth), stored)
      expectRefused(await restFile(payload, url), stored)
    }
  })
  it('keeps where its file is stored: a member cannot point their photo at another object', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: {},
      file: await pngFile('ancre.png'),
      depth: 0,
      ...as(actors.owner),
    })
    const stored = await storedBytes(`avatars/${avatar.filename}`)
    const ownerAuth = await authorizationOf(payload, actors.owner)
    for (const coordinates of [
      { _objectKey: '../report-files' },
      { prefix: 'report-files' },
      { prefix: '../report-files', _objectKey: '..' },
    ]) {
      const answer = await restRequest(payload, 'PATCH', `/avatars/${avatar.id}`, ownerAuth, coordinates)
      expect(answer.status).toBeLessThan(500)
      const [row] = (
        await (await drizzleFor(payload)).execute(sql`select prefix, _objectkey from avatars where id = ${avatar.id}`)
      ).rows as { prefix: string | null; _objectkey: string | null }[]
      expect(row, JSON.stringify(coordinates)).toEqual({ prefix: 'avatars', _objectkey: avatar._objectKey ?? null })
      const mine = await restFile(payload, avatar.url!, ownerAuth)
      expect(mine.bytes.equals(stored)).toBe(true)
    }
  })
})

describe('public images', () => {
  it('a public project’s hero image and its card are served to a visitor from the bucket', async () => {
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: 'Visuel' },
      file: await pngFile('visuel.png'),
      depth: 0,
      ...as(actors.owner),
    })
    const project = await createProject(payload, actors.owner, { status: 'published' })
    await payload.update({ collection: 'projects', id: project.id, data: { hero_image: image.id } })

    expect(await keysIn('project-hero-images')).toEqual(expect.arrayContaining(keysOf('project-hero-images', image)))
    for (const [url, key] of [
      [image.url!, `project-hero-images/${image.filename}`],
      [image.sizes!.card!.url!, `project-hero-images/${image.sizes!.card!.filename}`],
    ]) {
      const stored = await storedBytes(key)
      // The pages ask by path only (next/image), without the `?prefix=` of the document's URL.
      for (const address of [url, new URL(url).pathname]) {
        const served = await restFile(payload, address)
        expect(served.status).toBe(200)
        expect(served.bytes.equals(stored)).toBe(true)
      }
    }
  })

  it('a site image is stored with its card and served to a visitor', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Bannière' },
      file: await pngFile('banniere.png'),
      depth: 0,
      ...as(actors.marketing),
    })
    expect(await keysIn('media')).toEqual(expect.arrayContaining(keysOf('media', media)))
    const served = await restFile(payload, media.sizes!.card!.url!)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(await storedBytes(`media/${media.sizes!.card!.filename}`))).toBe(true)
  })
})

describe('a reporting CSV', () => {
  it('is stored in the bucket, downloaded by its member only, and read from there by the processing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const declared = await payload.create({
      collection: 'declared-actions',
      data: {
        member: actors.other.id,
        project: project.id,
        action_type: 'like',
        url: 'https://linkedin.com/posts/s3-like',
        status: 'pending',
      },
      depth: 0,
      ...as(actors.other),
    })
    const text = 'url,action_type\nhttps://linkedin.com/posts/s3-like,like\n'
    const data = Buffer.from(text)
    const submitted = await submitProjectReport(payload, actors.owner, project.id, {
      text: 'Voir le fichier',
      file: { data, size: data.length },
    })
    expect(submitted.ok).toBe(true)
    const {
      docs: [report],
    } = await payload.find({ collection: 'project-reports', where: { project: { equals: project.id } }, depth: 1 })
    const upload = report.report_file as { url: string; filename: string }
    expect(await keysIn('report-files')).toContain(`report-files/${upload.filename}`)
    expect(existsSync(path.join(uploadDir('report-files'), upload.filename))).toBe(false)

    const mine = await restFile(payload, upload.url, await authorizationOf(payload, actors.owner))
    expect(mine.status).toBe(200)
    expect(mine.bytes.toString()).toBe(text)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(mine.headers.get('content-disposition')).toBe('attachment')
    for (const authorization of [await authorizationOf(payload, actors.other), undefined]) {
      const refused = await restFile(payload, upload.url, authorization)
      expect([403, 404]).toContain(refused.status)
      expect(refused.bytes.toString()).not.toContain('s3-like')
    }

    const result = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
    expect(result).toMatchObject({ ok: true, validatedActions: 1, problems: [] })
    expect((await payload.findByID({ collection: 'declared-actions', id: declared.id, depth: 0 })).status).toBe(
      'validated_auto',
    )
  })
})

describe('the cleanups', () => {
  it('delete unused members’ uploads from the bucket, resized copies included', async () => {
    const avatar = await payload.create({
      collection: 'avatars',
      data: {},
      file: await pngFile('oubliee.png'),
      depth: 0,
      ...as(actors.owner),
    })
    const csv = await payload.create({
      collection: 'report-files',
      data: {},
      file: csvFile('oublie.csv'),
      depth: 0,
      ...as(actors.owner),
    })
    await backdate('avatars', avatar.id, 30)
    await backdate('report_files', csv.id, 30)
    const gone = [...keysOf('avatars', avatar), ...keysOf('report-files', csv)]
    expect(gone).toHaveLength(3)
    expect([...(await keysIn('avatars')), ...(await keysIn('report-files'))]).toEqual(expect.arrayContaining(gone))

    expect(await deleteUnusedMemberUploads(payload)).toBe(2)
    const left = [...(await keysIn('avatars')), ...(await keysIn('report-files'))]
    for (const key of gone) expect(left).not.toContain(key)
    // The recent photos of the tests above stay.
    expect(left.filter((key) => key?.startsWith('avatars/')).length).toBeGreaterThan(0)
  })

  it('delete an abandoned hero image and its card from the bucket', async () => {
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: 'Abandonné' },
      file: await pngFile('abandon.png'),
      depth: 0,
      ...as(actors.owner),
    })
    await backdate('project_hero_images', image.id, 30)
    const gone = keysOf('project-hero-images', image)
    expect(await keysIn('project-hero-images')).toEqual(expect.arrayContaining(gone))

    expect(await deleteOrphanHeroImages(payload)).toBe(1)
    const left = await keysIn('project-hero-images')
    for (const key of gone) expect(left).not.toContain(key)
    // The published project's image stays.
    expect(left.length).toBeGreaterThan(0)
  })
})
