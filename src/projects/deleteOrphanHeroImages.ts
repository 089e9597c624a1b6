import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export const ORPHAN_HERO_IMAGE_HOURS = 24

/** The form uploads the image before the project exists, so an unsent form must not keep files for ever. */
export async function deleteOrphanHeroImages(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_HERO_IMAGE_HOURS * 3_600_000).toISOString()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select image.id from project_hero_images image
    where image.created_at < ${cutoff}
      and not exists (select 1 from projects project where project.hero_image_id = image.id)`)
  const ids = rows.map((row) => Number((row as { id: number }).id))
  if (ids.length === 0) return 0
  const { docs } = await payload.delete({
    collection: 'project-hero-images',
    where: { id: { in: ids } },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
