import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, PayloadRequest } from 'payload'

/** What locates a stored upload: its name, and the bucket folder the S3 storage recorded. */
export type StoredUpload = {
  id: number | string
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}

/**
 * The bytes of an upload as stored, wherever it is (local disk or the S3 bucket), or null when the
 * file is gone. It asks the collection's own file handlers first, those that serve
 * `/api/<collection>/file/<name>` (the S3 adapter's, given the document, reads the object it
 * stored), then the upload folder on disk, as Payload's file route does. No access is checked:
 * the caller has already read `doc` with the rights it needs.
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
