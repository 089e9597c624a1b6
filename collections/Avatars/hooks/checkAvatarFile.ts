import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { inspectAvatarFile } from '@/uploads/inspectAvatarFile'

/**
 * Every photo, through any door, is checked before Payload stores or resizes it: at most 5 MB,
 * really a JPG, PNG or WEBP (its bytes, not its name). It is then stored under its real type
 * and a random name, so neither a misleading extension nor the member's file name is kept.
 */
export const checkAvatarFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const inspection = await inspectAvatarFile(req.file)
  if (!inspection.ok) {
    throw new ValidationError(
      {
        collection: 'avatars',
        errors: [{ path: 'file', message: inspection.problem.message, label: inspection.problem.title }],
      },
      req.t,
    )
  }
  req.file.mimetype = inspection.mimeType
  req.file.name = `${randomUUID()}.${inspection.extension}`
  return args
}
