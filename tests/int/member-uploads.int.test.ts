import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { MEMBER_UPLOADS_PER_DAY, MEMBER_UPLOADS_REFUSAL } from '@/domain/members/memberUploads'
import { deleteUnusedMemberUploads } from '@/uploads/deleteUnusedMemberUploads'
import { uploadDir } from '@/uploads/uploadDir'

import { createMember, createProject, createStaff, csvFile, pngFile, type SignedInMember } from './helpers/actors'
import { as } from './helpers/matrix'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

type MemberUpload = 'avatars' | 'report-files' | 'project-hero-images'

const uploadsOf = async (collection: CollectionSlug, member: { id: number }) =>
  (await payload.count({ collection, where: { uploader: { equals: member.id } } })).totalDocs

async function upload(collection: MemberUpload, member: SignedInMember) {
  const file = collection === 'report-files' ? csvFile() : await pngFile()
  return payload.create({
    collection,
    data: collection === 'project-hero-images' ? { alt: 'Visuel du projet' } : {},
    file,
    ...as(member),
  })
}

async function backdate(table: string, id: number, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
  const db = await drizzleFor(payload)
  await db.execute(sql`update ${sql.identifier(table)} set created_at = ${createdAt} where id = ${id}`)
}

// The cleanup runs first: the quota tests leave backdated files it would also delete.
describe('uploads nothing uses', () => {
  it('are deleted with their files 24 h after upload; used or recent ones stay', async () => {
    const member = await createMember(payload, 'active', 'Oubliée')
    const replacedPhoto = await upload('avatars', member)
    const profilePhoto = await upload('avatars', member)
    const recentPhoto = await upload('avatars', member)
    await payload.update({ collection: 'members', id: member.id, data: { avatar: profilePhoto.id } })
    const strayCsv = await upload('report-files', member)
    const reportedCsv = await upload('report-files', member)
    const project = await createProject(payload, member, { status: 'scheduled' })
    await payload.create({
      collection: 'project-reports',
      data: { project: project.id, member: member.id, report_file: reportedCsv.id },
      overrideAccess: true,
    })
    for (const [table, id] of [
      ['avatars', replacedPhoto.id],
      ['avatars', profilePhoto.id],
      ['report_files', strayCsv.id],
      ['report_files', reportedCsv.id],
    ] as const) {
      await backdate(table, id, 30)
    }
    const strayFile = path.join(uploadDir('report-files'), strayCsv.filename!)
    const replacedFile = path.join(uploadDir('avatars'), replacedPhoto.filename!)
    expect(existsSync(strayFile) && existsSync(replacedFile)).toBe(true)

    expect(await deleteUnusedMemberUploads(payload)).toBe(2)
    expect(existsSync(strayFile) || existsSync(replacedFile)).toBe(false)
    const left = async (collection: CollectionSlug) =>
      (await payload.find({ collection, where: { uploader: { equals: member.id } }, depth: 0 })).docs.map(
        (doc) => doc.id,
      )
    expect((await left('avatars')).sort()).toEqual([profilePhoto.id, recentPhoto.id].sort())
    expect(await left('report-files')).toEqual([reportedCsv.id])
    // Nothing left to delete: a second run is harmless.
    expect(await deleteUnusedMemberUploads(payload)).toBe(0)
  })
})

describe('a member’s daily upload quota', () => {
  it.each<MemberUpload>(['avatars', 'report-files', 'project-hero-images'])(
    '%s: refused in French past the quota, writing nothing; the day rolls',
    async (collection) => {
      const member = await createMember(payload, 'active', 'Uploadeuse')
      const first = await upload(collection, member)
      for (let sent = 1; sent < MEMBER_UPLOADS_PER_DAY; sent++) await upload(collection, member)

      await expect(upload(collection, member)).rejects.toMatchObject({ status: 429, message: MEMBER_UPLOADS_REFUSAL })
      expect(await uploadsOf(collection, member)).toBe(MEMBER_UPLOADS_PER_DAY)

      // A file sent more than 24 h ago no longer counts.
      await backdate(collection.replaceAll('-', '_'), first.id, 25)
      await upload(collection, member)
      expect(await uploadsOf(collection, member)).toBe(MEMBER_UPLOADS_PER_DAY + 1)
    },
  )

  it('holds for parallel uploads, counts each member apart and leaves staff alone', async () => {
    const member = await createMember(payload, 'active', 'Pressée')
    const results = await Promise.allSettled(
      Array.from({ length: MEMBER_UPLOADS_PER_DAY + 5 }, () => upload('avatars', member)),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MEMBER_UPLOADS_PER_DAY)
    expect(await uploadsOf('avatars', member)).toBe(MEMBER_UPLOADS_PER_DAY)

    const neighbour = await createMember(payload, 'waitlist', 'Voisine')
    await upload('avatars', neighbour)
    const admin = await createStaff(payload, 'admin')
    for (let sent = 0; sent <= MEMBER_UPLOADS_PER_DAY; sent++) {
      await payload.create({ collection: 'report-files', data: {}, file: csvFile(), ...as(admin) })
    }
  })
})
