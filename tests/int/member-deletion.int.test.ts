import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CREDIT_REASONS } from '@/domain/points/ledgerCredits'
import { creditPoints } from '@/points/creditPoints'

import { MEMBER_WITH_HISTORY } from '../../collections/Members/hooks/deleteWithoutHistory'

import { createMember, type Actors } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * An admin deleting a member whose history other rows point at (their points here) reads why in
 * French — it was Payload's "Something went wrong." 500 — and nothing is deleted (not even the
 * notifications that go with a member). A member without history goes, with their notifications.
 */
let payload: Payload
let actors: Actors
let admin: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  admin = await authorizationOf(payload, actors.admin)
})

async function memberWithPoints() {
  const member = await createMember(payload, 'active', 'Historique')
  await creditPoints(payload, {
    memberId: member.id,
    points: 3,
    reason: CREDIT_REASONS[0],
    sourceType: 'admin-adjustment',
    sourceId: `suppression-${member.id}`,
  })
  await payload.create({
    collection: 'notifications',
    data: { member: member.id, kind: 'action_validated', title: 'Un avis', link: '/dashboard' },
    overrideAccess: true,
  })
  return member
}

const stillThere = async (id: number) => {
  const notifications = await payload.count({ collection: 'notifications', where: { member: { equals: id } } })
  const member = await payload.findByID({ collection: 'members', id, disableErrors: true, overrideAccess: true })
  return { member: Boolean(member), notifications: notifications.totalDocs }
}

describe('deleting a member who has a history', () => {
  it('DELETE /api/members/{id}: a French 409, nothing deleted', async () => {
    const member = await memberWithPoints()
    const answer = await restRequest(payload, 'DELETE', `/members/${member.id}`, admin)
    expect(answer.status).toBe(409)
    expect(answer.body.errors?.[0]?.message).toBe(MEMBER_WITH_HISTORY)
    expect(JSON.stringify(answer.body)).not.toMatch(/delete from|points_ledger|Something went wrong/)
    expect(await stillThere(member.id)).toEqual({ member: true, notifications: 1 })
  })

  it('DELETE /api/members?where=…: the same refusal, in French', async () => {
    const member = await memberWithPoints()
    const answer = await restRequest(payload, 'DELETE', `/members?where[id][equals]=${member.id}`, admin)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(JSON.stringify(answer.body)).toContain(MEMBER_WITH_HISTORY)
    expect(JSON.stringify(answer.body)).not.toMatch(/delete from|points_ledger|Something went wrong/)
    expect(await stillThere(member.id)).toEqual({ member: true, notifications: 1 })
  })

  it('a member without history is deleted', async () => {
    const member = await createMember(payload, 'waitlist', 'Passager')
    const answer = await restRequest(payload, 'DELETE', `/members/${member.id}`, admin)
    expect(answer.status).toBe(200)
    expect((await stillThere(member.id)).member).toBe(false)
  })
})
