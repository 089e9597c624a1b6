import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

export const UPLOAD_COLLECTIONS = ['avatars', 'media', 'project-hero-images', 'report-files'] as const

/** What S3_BUCKET needs beside it. S3_ENDPOINT may be left out for AWS S3 itself. */
const REQUIRED_WITH_BUCKET = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/**
 * The plugin is always added (disabled without a bucket) so one set of
 * migrations serves both; Payload's file route still checks `read` access.
 */
export function s3StorageFromEnv(env: Record<string, string | undefined> = process.env): Plugin {
  const bucket = env.S3_BUCKET?.trim()
  const collections = Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: slug }]))
  if (!bucket) return s3Storage({ enabled: false, alwaysInsertFields: true, bucket: '', collections, config: {} })

  const missing = REQUIRED_WITH_BUCKET.filter((name) => !env[name]?.trim())
  if (missing.length > 0) {
    const lacks = missing.length > 1 ? 'manquent' : 'manque'
    throw new Error(
      `S3_BUCKET est défini mais ${missing.join(', ')} ${lacks} : les envois ne peuvent pas aller dans le bucket.`,
    )
  }
  return s3Storage({ alwaysInsertFields: true, bucket, collections, config: s3ClientConfig(env) })
}

/** The client's settings, shared by the plugin and the backups (`uploadStore.ts`). */
export function s3ClientConfig(env: Record<string, string | undefined>) {
  return {
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    // Stores other than AWS (MinIO, s3rver, Scaleway…) serve buckets by path, not by subdomain,
    // and many refuse the checksums newer AWS SDKs add to every request.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}
