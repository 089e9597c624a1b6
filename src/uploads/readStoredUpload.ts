import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, PayloadRequest } from 'payload'

export type StoredUpload = {
  id: number | string
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}

/**
 * Asks the collection's file handlers first (the S3 adapter), then disk, as Payload's file route does. No access check:
 * the caller read `doc` already.
 */
export async function readStoredUpload(
  req: PayloadRequest,
  collection: CollectionSlug,
  doc: StoredUpload,
): Promise<Buffer | null> {
  if (!doc.filename) return null
  const upload = req.payload.collections[collection].config.upload
  // basename: the stored name is Payload's, but a path never leaves the upload folder.
  const filename = path.basename(doc.filename)
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection, filename } })
    if (response instanceof Response) return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  }
  if (!upload.staticDir) return null
  try {
    return await readFile(path.join(upload.staticDir, filename))
  } catch {
    return null
  }
}
