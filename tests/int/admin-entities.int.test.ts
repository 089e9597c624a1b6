import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ADMIN_COLLECTION_SLUGS, ADMIN_GLOBAL_SLUGS, namesUnknownAdminEntity } from '@/domain/request/adminEntities'

import { setUpTestPayload } from './helpers/setUpTestPayload'

/** The proxy's copy of the admin's slugs is the config's, so no real screen is sent to the 404. */
let payload: Payload
setUpTestPayload((started) => ({ payload } = started))

describe('the admin’s collections and globals as the proxy knows them', () => {
  it('are exactly the config’s', () => {
    expect([...ADMIN_COLLECTION_SLUGS].sort()).toEqual(payload.config.collections.map(({ slug }) => slug).sort())
    expect([...ADMIN_GLOBAL_SLUGS].sort()).toEqual(payload.config.globals.map(({ slug }) => slug).sort())
  })

  it('an address naming another is the 404; the known ones and other admin addresses are not', () => {
    for (const { slug } of payload.config.collections) {
      expect(namesUnknownAdminEntity(`/admin/collections/${slug}`), slug).toBe(false)
      expect(namesUnknownAdminEntity(`/admin/collections/${slug}/12`), slug).toBe(false)
    }
    for (const { slug } of payload.config.globals) expect(namesUnknownAdminEntity(`/admin/globals/${slug}`)).toBe(false)
    for (const path of ['/admin/collections/nope', '/admin/collections/nope/1', '/admin/globals/nope'])
      expect(namesUnknownAdminEntity(path), path).toBe(true)
    for (const path of ['/admin', '/admin/nope', '/admin/envois', '/projets/1', '/admin/collections'])
      expect(namesUnknownAdminEntity(path), path).toBe(false)
  })
})
