import type { CollectionBeforeValidateHook } from 'payload'

import { firstFreeSlug, slugify } from '@/domain/slug'
import type { Project } from '@/payload-types'

/** Never changes after creation, so shared links keep working; the unique index guards racing creations. */
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
