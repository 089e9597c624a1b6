import { existsSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { deleteOrphanHeroImages } from '@/projects/deleteOrphanHeroImages'
import { uploadDir } from '@/uploads/uploadDir'

import { createMember, pngFile, PROJECT_SUMMARY } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

async function uploadHeroImage(hoursAgo: number) {
  const image = await payload.create({
    collection: 'project-hero-images',
    data: { alt: 'Visuel du projet' },
    file: await pngFile(`visuel-${hoursAgo}.png`),
  })
  const createdAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString()
  const db = await drizzleFor(payload)
  await db.execute(sql`update project_hero_images set created_at = ${createdAt} where id = ${image.id}`)
  return image
}

const stillThere = async (id: number) =>
  Boolean(await payload.findByID({ collection: 'project-hero-images', id, depth: 0, disableErrors: true }))

describe('hero images nobody used', () => {
  it('are deleted with their files 24 h after upload; used or recent ones stay', async () => {
    const owner = await createMember(payload, 'active', 'Porteuse')
    const abandoned = await uploadHeroImage(25)
    const recent = await uploadHeroImage(2)
    const used = await uploadHeroImage(30)
    await payload.create({
      collection: 'projects',
      data: {
        title: 'Projet illustré',
        summary: PROJECT_SUMMARY,
        request_type: 'feedback',
        primary_target: 'Solopreneurs',
        status: 'pending',
        owner: owner.id,
        hero_image: used.id,
      },
    })
    const abandonedFile = path.join(uploadDir('project-hero-images'), abandoned.filename!)
    expect(existsSync(abandonedFile)).toBe(true)

    expect(await deleteOrphanHeroImages(payload)).toBe(1)
    expect(await stillThere(abandoned.id)).toBe(false)
    expect(existsSync(abandonedFile)).toBe(false)
    expect(await stillThere(recent.id)).toBe(true)
    expect(await stillThere(used.id)).toBe(true)
    // Nothing left to delete: a second run is harmless.
    expect(await deleteOrphanHeroImages(payload)).toBe(0)
  })
})
