import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { DEFAULT_REFUSAL_REASONS } from '@/domain/rules'
import { refusalReasons } from '@/moderation/refusalReasons'

import type { Actors } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/** The ready-made refusal reasons and the rings' thresholds of the `rules` global: admins' only. */
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

describe('the rules global’s moderation settings', () => {
  it('starts with the ready-made reasons and follows the admin’s edits', async () => {
    expect(await refusalReasons(payload)).toEqual([...DEFAULT_REFUSAL_REASONS])
    await payload.updateGlobal({
      slug: 'rules',
      data: { refusal_reasons: [{ reason: 'Capture illisible.' }, { reason: '  Lien cassé.  ' }] },
      user: actors.admin,
      overrideAccess: false,
    })
    expect(await refusalReasons(payload)).toEqual(['Capture illisible.', 'Lien cassé.'])
  })

  it('shows the reasons and the rings’ thresholds to admins only, the public rules to everyone', async () => {
    const asAdmin = await restRequest(payload, 'GET', '/globals/rules', await authorizationOf(payload, actors.admin))
    expect(asAdmin.body).toMatchObject({ ring_min_each_way: 6, ring_window_days: 30, ring_min_share_percent: 60 })
    expect(asAdmin.body.refusal_reasons).toBeDefined()
    for (const authorization of [await authorizationOf(payload, actors.owner), undefined]) {
      const answer = await restRequest(payload, 'GET', '/globals/rules', authorization)
      expect(answer.status).toBe(200)
      expect(answer.body.capacity).toBeDefined()
      // Payload leaves a refused array as an empty one: no reason reaches a member.
      expect(answer.body.refusal_reasons ?? []).toEqual([])
      for (const hidden of ['ring_min_each_way', 'ring_window_days', 'ring_min_share_percent']) {
        expect(answer.body, hidden).not.toHaveProperty(hidden)
      }
    }
  })
})
