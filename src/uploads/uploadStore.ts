import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'

import { s3ClientConfig } from './s3Storage'
import { uploadDir } from './uploadDir'

/**
 * Where the uploads' files are, as the app stores them: the folder `UPLOADS_DIR/<collection>` or,
 * with S3_BUCKET, the bucket's `<collection>/` keys (the prefixes `s3StorageFromEnv` gives).
 * Backups read and restores write through it, without booting Payload.
 */
export type UploadStore = {
  kind: 'local' | 's3'
  read: (collection: string, filename: string) => Promise<Buffer | null>
  write: (collection: string, filename: string, bytes: Buffer, mimeType?: string | null) => Promise<void>
  /** Every file name stored for `collection`. */
  list: (collection: string) => Promise<string[]>
  close: () => void
}

// A stored name never leaves its collection's folder or prefix.
const safeName = (filename: string) => path.basename(filename)

export function uploadStoreFromEnv(env: Record<string, string | undefined> = process.env): UploadStore {
  const bucket = env.S3_BUCKET?.trim()
  if (bucket) return s3Store(bucket, env)
  const folder = (collection: string) =>
    env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR, collection) : uploadDir(collection)
  return {
    kind: 'local',
    read: async (collection, filename) => {
      try {
        return await readFile(path.join(folder(collection), safeName(filename)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    write: async (collection, filename, bytes) => {
      await mkdir(folder(collection), { recursive: true })
      const target = path.join(folder(collection), safeName(filename))
      // Whole or not at all: a restore stopped midway leaves no half file under the real name.
      await writeFile(`${target}.restoring`, bytes)
      await rename(`${target}.restoring`, target)
    },
    list: async (collection) => {
      try {
        const entries = await readdir(folder(collection), { withFileTypes: true })
        return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    close: () => {},
  }
}

function s3Store(bucket: string, env: Record<string, string | undefined>): UploadStore {
  const client = new S3(s3ClientConfig(env))
  const key = (collection: string, filename: string) => `${collection}/${safeName(filename)}`
  return {
    kind: 's3',
    read: async (collection, filename) => {
      try {
        const object = await client.getObject({ Bucket: bucket, Key: key(collection, filename) })
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    write: async (collection, filename, bytes, mimeType) => {
      await client.putObject({
        Bucket: bucket,
        Key: key(collection, filename),
        Body: bytes,
        ContentType: mimeType ?? undefined,
      })
    },
    list: async (collection) => {
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.listObjectsV2({ Bucket: bucket, Prefix: `${collection}/`, ContinuationToken: token })
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(collection.length + 1))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names
    },
    close: () => client.destroy(),
  }
}
