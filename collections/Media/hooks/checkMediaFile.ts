import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { MEDIA_MAX_BYTES } from '@/domain/requestBodies'
import { inspectImageFile } from '@/uploads/inspectAvatarFile'

const MEDIA_TOO_LARGE = { title: 'Fichier trop volumineux', message: 'L’image doit faire moins de 10 MB.' }

/**
 * The site's images get the members' checks, whatever door they came through: really a JPG, PNG
 * or WEBP (its bytes, not its name), at most 10 MB and 40 megapixels (a small file must not
 * unpack into gigabytes when it is resized), then stored under its real type and a random name
 * (a `.html` name on PNG bytes is not kept).
 */
export const checkMediaFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const inspection = await inspectImageFile(req.file, MEDIA_MAX_BYTES, MEDIA_TOO_LARGE)
  if (!inspection.ok) {
    throw new ValidationError(
      {
        collection: 'media',
        errors: [{ path: 'file', message: inspection.problem.message, label: inspection.problem.title }],
      },
      req.t,
    )
  }
  req.file.mimetype = inspection.mimeType
  req.file.name = `${randomUUID()}.${inspection.extension}`
  return args
}
