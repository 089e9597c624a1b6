import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { DEFAULT_PRICING } from '../../globals/Pricing/defaultPricing'

import { up } from '../../migrations/20261129_043000_pricing_no_private_space'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

const PRIVATE_SPACE = 'Espace de discussion privé'

const batch1Features = async () =>
  (await payload.findGlobal({ slug: 'pricing', depth: 0 })).batch1.features?.map((feature) => feature.text) ?? []

describe('"Espace de discussion privé" leaves the pricing copy', () => {
  it('is in neither the default copy nor the migrated stored copy', async () => {
    expect(DEFAULT_PRICING.batch1.features.map((feature) => feature.text)).not.toContain(PRIVATE_SPACE)
    const features = await batch1Features()
    expect(features).not.toContain(PRIVATE_SPACE)
    expect(features).toContain('5 invitations par semestre')
  })

  it('the migration removes only the untouched default row, never a line marketing rewrote', async () => {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const { rows } = await db.execute(sql`select id from pricing limit 1`)
    const parent = (rows[0] as { id: number }).id
    await db.execute(sql`
      insert into pricing_batch1_features (_order, _parent_id, id, text, soon) values
      (5, ${parent}, '6b0789d11a22431f5dc6cd98', ${PRIVATE_SPACE}, false),
      (6, ${parent}, 'rewritten-by-marketing-0001', 'Espace de discussion privé sur Discord', false)`)
    await up({ db, payload, req: {} } as unknown as Parameters<typeof up>[0])
    const features = await batch1Features()
    expect(features).not.toContain(PRIVATE_SPACE)
    expect(features).toContain('Espace de discussion privé sur Discord')
  })
})
