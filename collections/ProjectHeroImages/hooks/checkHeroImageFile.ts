import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { inspectHeroImageFile } from '@/uploads/inspectHeroImageFile'

/**
 * Every hero image, through any door (the project form, the REST API, the admin), is checked
 * before Payload stores or resizes it: ≤ 500 Ko, really a JPG or PNG, exactly 1600×900. It is
 * then stored under its real type and a random name.
 */
export const checkHeroImageFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const inspection = await inspectHeroImageFile(req.file)
  if (!inspection.ok) {
    throw new ValidationError(
      {
        collection: 'project-hero-images',
        errors: [{ path: 'file', message: inspection.message }],
      },
      req.t,
    )
  }
  req.file.mimetype = inspection.mimeType
  req.file.name = `${randomUUID()}.${inspection.extension}`
  return args
}
