import type { CollectionBeforeValidateHook } from 'payload'

import { firstFreeSlug, slugify } from '@/domain/slug'
import type { Project } from '@/payload-types'

/**
 * The slug is made on the server from the title when the project is created and never
 * changes afterwards, so shared links keep working. Collisions get "-2", "-3"…; the unique
 * index still guards against two creations racing for the same slug.
 */
export const generateSlug: CollectionBeforeValidateHook<Project> = async ({ data, operation, req }) => {
  // A title that is not text is left to the field's validation, which refuses it in French.
  if (operation !== 'create' || typeof data?.title !== 'string' || !data.title) return data
  const base = slugify(data.title)
  const { docs } = await req.payload.find({
    collection: 'projects',
    where: { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
    select: { slug: true },
    pagination: false,
    depth: 0,
    req,
  })
  const taken = docs.map((doc) => doc.slug).filter((slug): slug is string => Boolean(slug))
  return { ...data, slug: firstFreeSlug(base, taken) }
}
