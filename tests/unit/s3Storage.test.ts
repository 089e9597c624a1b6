import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { s3StorageFromEnv, UPLOAD_COLLECTIONS } from '@/uploads/s3Storage'

const S3_ENV = {
  S3_BUCKET: 'tryb-uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'fr-par',
  S3_ACCESS_KEY_ID: 'cle',
  S3_SECRET_ACCESS_KEY: 'secret',
}

/** The upload collections as the plugin receives them (their own fields only). */
const baseConfig = (): Config =>
  ({
    collections: UPLOAD_COLLECTIONS.map((slug) => ({
      slug,
      upload: { staticDir: `/tmp/${slug}`, imageSizes: [{ name: 'thumbnail', width: 256 }] },
      fields: [{ name: 'alt', type: 'text' }],
    })),
  }) as Config

async function collectionsWith(env: Record<string, string>): Promise<CollectionConfig[]> {
  const config = await s3StorageFromEnv(env)(baseConfig())
  return config.collections ?? []
}

const uploadOf = (collection: CollectionConfig) => collection.upload as Extract<CollectionConfig['upload'], object>

const storageFieldsOf = (collection: CollectionConfig) =>
  collection.fields.flatMap((field) =>
    'name' in field && ['prefix', '_objectKey'].includes(field.name) ? [field.name] : [],
  )

describe('uploads without S3_BUCKET', () => {
  it('stay on local disk: no storage handler, local storage kept', async () => {
    for (const collection of await collectionsWith({})) {
      const upload = uploadOf(collection)
      expect(upload.disableLocalStorage).toBeUndefined()
      expect(upload.handlers ?? []).toEqual([])
      expect(upload.staticDir).toBe(`/tmp/${collection.slug}`)
    }
  })

  it('still have the storage columns, so one schema serves both storages', async () => {
    const local = await collectionsWith({})
    const s3 = await collectionsWith(S3_ENV)
    expect(local.map(storageFieldsOf)).toEqual(UPLOAD_COLLECTIONS.map(() => ['prefix', '_objectKey']))
    expect(s3.map(storageFieldsOf)).toEqual(local.map(storageFieldsOf))
  })

  it('ignore the other S3 variables', async () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = S3_ENV
    const [collection] = await collectionsWith(withoutBucket)
    expect(uploadOf(collection).disableLocalStorage).toBeUndefined()
  })
})

describe('uploads with S3_BUCKET', () => {
  it('go to the bucket in every upload collection, served by Payload’s file route', async () => {
    const collections = await collectionsWith(S3_ENV)
    expect(collections.map((collection) => collection.slug)).toEqual([...UPLOAD_COLLECTIONS])
    for (const collection of collections) {
      const upload = uploadOf(collection)
      expect(upload.disableLocalStorage).toBe(true)
      // The adapter's handler behind /api/<collection>/file/<name>, after the read access check.
      expect(upload.handlers).toHaveLength(1)
      expect(collection.hooks?.afterDelete).toHaveLength(1)
      const prefix = collection.fields.find((field) => 'name' in field && field.name === 'prefix')
      expect(prefix).toMatchObject({ defaultValue: collection.slug })
    }
  })

  it.each(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'refuses to start without %s, naming it',
    (name) => {
      expect(() => s3StorageFromEnv({ ...S3_ENV, [name]: ' ' })).toThrow(
        `S3_BUCKET est défini mais ${name} manque : les envois ne peuvent pas aller dans le bucket.`,
      )
    },
  )

  it('names every missing variable at once', () => {
    expect(() => s3StorageFromEnv({ S3_BUCKET: 'tryb-uploads' })).toThrow(
      'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY manquent :',
    )
  })
})
