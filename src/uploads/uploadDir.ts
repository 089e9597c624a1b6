import path from 'node:path'

/** Several app servers share files through S3 instead (`s3Storage.ts`); read stored files with `readStoredUpload`. */
export const uploadDir = (collection: string) =>
  path.resolve(process.env.UPLOADS_DIR || path.join(process.cwd(), '.data', 'uploads'), collection)
