import path from 'node:path'

/**
 * Where an upload collection keeps its files on local disk (git-ignored `.data/uploads`), unless
 * UPLOADS_DIR points elsewhere. Several app servers share files through an S3-compatible bucket
 * instead (S3_BUCKET, `s3Storage.ts`); code reading a stored file uses `readStoredUpload`.
 */
export const uploadDir = (collection: string) =>
  path.resolve(process.env.UPLOADS_DIR || path.join(process.cwd(), '.data', 'uploads'), collection)
