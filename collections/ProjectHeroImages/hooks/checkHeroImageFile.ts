import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { inspectHeroImageFile } from '@/uploads/inspectHeroImageFile'

/** Whatever the door, before Payload stores or resizes it. */
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
