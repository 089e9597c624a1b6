import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import { REACTIVATION_TICKET_SECONDS, signReactivationTicket } from '@/domain/members/reactivationTicket'
import { inactiveAccountOf } from '@/members/inactiveAccount'
import { requestReactivation } from '@/members/requestReactivation'
import { decideReactivationRequest } from '@/moderation/reactivationRequests'

import { createMember, createStaff, TEST_PASSWORD, type SignedInUser } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let admin: SignedInUser

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  admin = await createStaff(payload, 'admin')
})

const ticketOf = (memberId: number) => signReactivationTicket(memberId, payload.secret)

const requestsOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'reactivation-requests',
      where: { member: { equals: memberId } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

const auditOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'members' } }, { target_id: { equals: String(memberId) } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs.map((entry) => entry.action)

describe('opening a request through REST', () => {
  it('is refused without a ticket, even to a signed-in member naming themself', async () => {
    const member = await createMember(payload, 'active')
    const anonymous = await restRequest(payload, 'POST', '/reactivation-requests', undefined, { member: member.id })
    expect(anonymous.status).toBe(403)
    const signedIn = await restRequest(
      payload,
      'POST',
      '/reactivation-requests',
      await authorizationOf(payload, member),
      { member: member.id, message: 'Coucou' },
    )
    expect(signedIn.status).toBe(403)
    expect(await requestsOf(member.id)).toHaveLength(0)
  })

  it('opens it for the ticket’s member whatever the body names, once while it is open', async () => {
    const inactive = await createMember(payload, 'inactive', 'Iris')
    const someoneElse = await createMember(payload, 'inactive', 'Sam')
    const first = await restRequest(payload, 'POST', '/reactivation-requests', undefined, {
      ticket: ticketOf(inactive.id),
      member: someoneElse.id,
      message: '  Je reviens ce semestre, promis.  ',
      status: 'reactivated',
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const [created] = await requestsOf(inactive.id)
    expect(created).toMatchObject({ status: 'open', message: 'Je reviens ce semestre, promis.' })
    expect(created).not.toHaveProperty('ticket', expect.anything())
    expect(await requestsOf(someoneElse.id)).toHaveLength(0)

    const second = await restRequest(payload, 'POST', '/reactivation-requests', undefined, {
      ticket: ticketOf(inactive.id),
    })
    expect(second.status).toBe(409)
    expect(second.body.errors?.[0]?.message).toBe(REACTIVATION_MESSAGES.alreadyOpen)
    expect(await requestsOf(inactive.id)).toHaveLength(1)
  })

  it('refuses a forged or expired ticket, and a member who is not inactive', async () => {
    const inactive = await createMember(payload, 'inactive')
    const forged = `${inactive.id}.9999999999.${'a'.repeat(43)}`
    const expired = signReactivationTicket(
      inactive.id,
      payload.secret,
      new Date(Date.now() - (REACTIVATION_TICKET_SECONDS + 5) * 1000),
    )
    for (const ticket of [forged, expired, 'n’importe quoi']) {
      const answer = await restRequest(payload, 'POST', '/reactivation-requests', undefined, { ticket })
      expect(answer.status).toBe(403)
    }
    const active = await createMember(payload, 'active')
    const refused = await restRequest(payload, 'POST', '/reactivation-requests', undefined, {
      ticket: ticketOf(active.id),
    })
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0]?.message).toBe(REACTIVATION_MESSAGES.notInactive)
    expect(await requestsOf(inactive.id)).toHaveLength(0)
    expect(await requestsOf(active.id)).toHaveLength(0)
  })

  it('lets a member read their own requests only', async () => {
    const inactive = await createMember(payload, 'inactive')
    await requestReactivation(payload, ticketOf(inactive.id), '')
    const reader = await createMember(payload, 'active')
    const list = await restRequest(payload, 'GET', '/reactivation-requests', await authorizationOf(payload, reader))
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
  })

  it('limits a member to a few requests a day, dismissed ones included', async () => {
    const inactive = await createMember(payload, 'inactive')
    for (let i = 0; i < 3; i++) {
      expect(await requestReactivation(payload, ticketOf(inactive.id), `Essai ${i}`)).toEqual({
        ok: true,
        message: REACTIVATION_MESSAGES.sent,
      })
      const [open] = (await requestsOf(inactive.id)).filter((request) => request.status === 'open')
      await decideReactivationRequest(payload, admin, open.id, 'dismissed')
    }
    expect(await requestReactivation(payload, ticketOf(inactive.id), 'Encore')).toEqual({
      ok: false,
      message: REACTIVATION_MESSAGES.tooMany,
    })
    expect(await requestsOf(inactive.id)).toHaveLength(3)
  })
})

describe('the admin’s decision', () => {
  it('reactivates through the members’ status machine, audited; the member signs in again', async () => {
    const inactive = await createMember(payload, 'inactive', 'Rémi')
    await expect(
      payload.login({ collection: 'members', data: { email: inactive.email, password: TEST_PASSWORD } }),
    ).rejects.toThrow()
    await requestReactivation(payload, ticketOf(inactive.id), 'Je reviens')
    const [open] = await requestsOf(inactive.id)

    const answer = await restRequest(
      payload,
      'PATCH',
      `/reactivation-requests/${open.id}`,
      await authorizationOf(payload, admin),
      { status: 'reactivated' },
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)

    const member = await payload.findByID({ collection: 'members', id: inactive.id, depth: 0 })
    expect(member.status).toBe('active')
    const [decided] = await requestsOf(inactive.id)
    expect(decided).toMatchObject({ status: 'reactivated', handled_by: admin.id })
    expect(decided.handled_at).toBeTruthy()
    expect(await auditOf(inactive.id)).toEqual(['member.reactivated', 'reactivation_request.reactivated'])
    const decisions = await payload.find({
      collection: 'admin-decisions',
      where: { member: { equals: inactive.id } },
      depth: 0,
    })
    expect(decisions.docs.map((decision) => decision.action)).toEqual(['reactivated'])
    const login = await payload.login({
      collection: 'members',
      data: { email: inactive.email, password: TEST_PASSWORD },
    })
    expect(login.token).toBeTruthy()
  })

  it('dismisses, audited, leaving the member inactive; a decided request is not decided again', async () => {
    const inactive = await createMember(payload, 'inactive')
    await requestReactivation(payload, ticketOf(inactive.id), '')
    const [open] = await requestsOf(inactive.id)
    expect(await decideReactivationRequest(payload, admin, open.id, 'dismissed')).toEqual({
      ok: true,
      message: REACTIVATION_MESSAGES.dismissed,
    })
    expect(await decideReactivationRequest(payload, admin, open.id, 'reactivated')).toEqual({
      ok: false,
      message: REACTIVATION_MESSAGES.decided,
    })
    expect((await payload.findByID({ collection: 'members', id: inactive.id })).status).toBe('inactive')
    expect(await auditOf(inactive.id)).toEqual(['reactivation_request.dismissed'])
  })

  it('a member reactivated from their sheet leaves no request open', async () => {
    const inactive = await createMember(payload, 'inactive')
    await requestReactivation(payload, ticketOf(inactive.id), '')
    await payload.update({
      collection: 'members',
      id: inactive.id,
      data: { status: 'active' },
      user: admin,
      overrideAccess: false,
    })
    expect((await requestsOf(inactive.id)).map((request) => request.status)).toEqual(['reactivated'])
  })
})

describe('what the login page tells an inactive member', () => {
  it('says why: a paused application, the semester close, or the team', async () => {
    const paused = await createMember(payload, 'inactive', 'Paul', { application_status: 'paused' })
    expect(await inactiveAccountOf(payload, ticketOf(paused.id))).toEqual({
      firstName: 'Paul',
      reason: 'paused',
      openRequest: false,
    })

    const closed = await createMember(payload, 'inactive', 'Clo')
    await payload.create({ collection: 'admin-decisions', data: { member: closed.id, action: 'deactivated' } })
    await requestReactivation(payload, ticketOf(closed.id), '')
    expect(await inactiveAccountOf(payload, ticketOf(closed.id))).toMatchObject({
      reason: 'semester',
      openRequest: true,
    })

    const byTeam = await createMember(payload, 'active', 'Tom')
    await payload.update({ collection: 'members', id: byTeam.id, data: { status: 'inactive' }, user: admin })
    expect(await inactiveAccountOf(payload, ticketOf(byTeam.id))).toMatchObject({ reason: 'team' })
  })

  it('says nothing without a valid ticket or for a member who is not inactive', async () => {
    const active = await createMember(payload, 'active')
    expect(await inactiveAccountOf(payload, undefined)).toBeNull()
    expect(await inactiveAccountOf(payload, 'faux')).toBeNull()
    expect(await inactiveAccountOf(payload, ticketOf(active.id))).toBeNull()
  })
})
