import type { Endpoint, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  UNUSED_DOCUMENT_ENDPOINTS,
  UNUSED_JOBS_ENDPOINTS,
  UNUSED_MEMBERS_ENDPOINTS,
  UNUSED_UPLOAD_ENDPOINTS,
  UNUSED_VERSION_ENDPOINTS,
} from '../../collections/endpoints/refuseUnusedEndpoints'
import { everyCollection } from '../../collections/everyCollection'
import { PAYLOAD_OWN_COLLECTIONS } from '../../collections/payloadOwnCollections'

/** The config as Payload runs it: ours, and the collections Payload adds while sanitizing. */
let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('@payload-config')).default
}, 60_000)

const refusals = new Set(
  [
    ...UNUSED_DOCUMENT_ENDPOINTS,
    ...UNUSED_JOBS_ENDPOINTS,
    ...UNUSED_MEMBERS_ENDPOINTS,
    ...UNUSED_UPLOAD_ENDPOINTS,
    ...UNUSED_VERSION_ENDPOINTS,
  ].map((endpoint) => endpoint.handler),
)

/** The addresses whose first matching endpoint (Payload takes the first) is not our French 404. */
function served(endpoints: Endpoint[] | false, expected: Endpoint[]): string[] {
  const list = endpoints || []
  return expected
    .filter(({ method, path }) => {
      const first = list.find((endpoint) => endpoint.method === method && endpoint.path === path)
      return !first || !refusals.has(first.handler)
    })
    .map(({ method, path }) => `${method} ${path}`)
}

const isOurs = (slug: string) => !(PAYLOAD_OWN_COLLECTIONS as readonly string[]).includes(slug)

describe('the hooks and refusals every collection runs', () => {
  it('every collection, ours and Payload’s, bounds its reads and checks its writes before its own hooks', () => {
    const missing = config.collections
      .filter(
        (collection) =>
          collection.hooks.beforeOperation?.[0] !== everyCollection.beforeOperation[0] ||
          collection.hooks.beforeOperation?.[1] !== everyCollection.beforeOperation[1],
      )
      .map((collection) => collection.slug)
    expect(missing).toEqual([])
  })

  it('every collection of ours locks the row before any delete hook, and copies no document', () => {
    const ours = config.collections.filter((collection) => isOurs(collection.slug))
    expect(ours.length).toBeGreaterThan(15)
    const missing = ours
      .filter(
        (collection) =>
          collection.hooks.beforeDelete?.[0] !== everyCollection.beforeDelete[0] ||
          collection.disableDuplicate !== true,
      )
      .map((collection) => collection.slug)
    expect(missing).toEqual([])
  })

  it('every admin list explains a refused deep page', () => {
    const missing = config.collections
      .filter(
        (collection) =>
          !collection.admin.components?.beforeListTable?.includes(everyCollection.beforeListTable[0] as string),
      )
      .map((collection) => collection.slug)
    expect(missing).toEqual([])
  })

  it('Payload’s endpoints the site never calls answer the French 404 on every collection and global', () => {
    const served_ = config.collections.flatMap((collection) => {
      const expected = [UNUSED_DOCUMENT_ENDPOINTS[0]]
      if (!collection.versions) expected.push(...UNUSED_VERSION_ENDPOINTS)
      if (collection.upload) expected.push(...UNUSED_UPLOAD_ENDPOINTS)
      if (collection.slug === 'members') expected.push(...UNUSED_MEMBERS_ENDPOINTS)
      if (collection.slug === 'payload-jobs') expected.push(...UNUSED_JOBS_ENDPOINTS)
      return served(collection.endpoints, expected).map((address) => `${collection.slug}: ${address}`)
    })
    const servedByGlobals = config.globals.flatMap((global) =>
      global.versions ? [] : served(global.endpoints, UNUSED_VERSION_ENDPOINTS).map((a) => `${global.slug}: ${a}`),
    )
    expect([...served_, ...servedByGlobals]).toEqual([])
  })
})
