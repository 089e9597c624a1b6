import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'

import type { AvatarInspection } from '@/uploads/inspectAvatarFile'
import type { UploadedBytes } from '@/uploads/uploadedBytes'

/**
 * Stored under its real type and a random name, so neither a misleading extension nor the sender's file name is kept.
 */
export const checkImageUpload =
  (
    collection: CollectionSlug,
    inspect: (file: UploadedBytes) => Promise<AvatarInspection>,
  ): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.file) return args
    const inspection = await inspect(req.file)
    if (!inspection.ok) {
      throw new ValidationError(
        {
          collection,
          errors: [{ path: 'file', message: inspection.problem.message, label: inspection.problem.title }],
        },
        req.t,
      )
    }
    req.file.mimetype = inspection.mimeType
    req.file.name = `${randomUUID()}.${inspection.extension}`
    return args
  }
