import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { MEMBER_TRANSITION_ERRORS } from '@/domain/members/memberTransitions'
import { signReactivationTicket } from '@/domain/members/reactivationTicket'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'

import { createMember, type Actors } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { auditEntriesOf, emailsQueuedTo, ledgerRowsOf } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

const member = (id: number) => payload.findByID({ collection: 'members', id, depth: 0 })

const ledgerOf = async (memberId: number) =>
  (await ledgerRowsOf(payload, memberId)).map(({ points, source_type, source_id }) => ({
    points,
    source_type,
    source_id,
  }))

const auditActionsOf = async (memberId: number) =>
  (await auditEntriesOf(payload, 'members', memberId)).map((entry) => entry.action)

const activationEmailsTo = (address: string) => emailsQueuedTo(payload, address)

/** Backdates every audit entry of a member: their decisions become older than the undo window. */
async function ageDecisions(memberId: number) {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
    where target_collection = 'members' and target_id = ${String(memberId)}`)
}

describe('undoing an application’s decision through REST', () => {
  it('puts an accepted applicant back on the waiting list, reversing the referral credit and withdrawing the e-mail', async () => {
    const referrer = await createMember(payload, 'active', 'Parrain')
    const applicant = await createMember(payload, 'waitlist', 'Filleule')
    const referral = await payload.create({
      collection: 'referrals',
      data: { member: referrer.id, referee_email: applicant.email, referee: applicant.id, status: 'pending' },
      overrideAccess: true,
    })

    const accepted = await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'active' })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    const undone = await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'waitlist' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)

    expect(await member(applicant.id)).toMatchObject({
      status: 'waitlist',
      application_status: 'waitlist',
      activated_at: null,
    })
    expect(await auditActionsOf(applicant.id)).toEqual(['member.activated', 'member.undone'])
    const referralAfter = await payload.findByID({ collection: 'referrals', id: referral.id, depth: 0 })
    expect(referralAfter.status).toBe('pending')
    const ledger = await ledgerOf(referrer.id)
    expect(ledger).toEqual([
      { points: expect.any(Number), source_type: 'referral', source_id: String(referral.id) },
      { points: -ledger[0].points, source_type: 'referral', source_id: `${referral.id}/annulation/0` },
    ])
    const [activation, ...others] = await activationEmailsTo(applicant.email)
    expect(others).toEqual([])
    expect(activation).toMatchObject({ subject: expect.stringMatching(/^Bienvenue/), withdrawnAt: expect.any(String) })

    // Accepted again: the referral is credited again, in a slot of its own.
    expect(
      (await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'active' })).status,
    ).toBe(200)
    expect((await ledgerOf(referrer.id)).at(-1)).toMatchObject({ source_id: `${referral.id}/1` })
  })

  it('puts a paused applicant back; refuses past the window, and to anyone but an admin', async () => {
    const applicant = await createMember(payload, 'waitlist')
    await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'inactive' })
    const undone = await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'waitlist' })
    expect(undone.status).toBe(200)
    expect(await member(applicant.id)).toMatchObject({ status: 'waitlist', application_status: 'waitlist' })

    await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'active' })
    // The member themself cannot undo their acceptance (the status is the admins' field).
    await restRequest(payload, 'PATCH', `/members/${applicant.id}`, await authorizationOf(payload, applicant), {
      status: 'waitlist',
    })
    expect((await member(applicant.id)).status).toBe('active')
    await ageDecisions(applicant.id)
    const late = await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'waitlist' })
    expect(late.status).toBe(400)
    expect(late.body.errors?.[0]?.message).toBe(MEMBER_TRANSITION_ERRORS.undoExpired)

    // A member deactivated by the semester, or active for long, never goes back to the waiting list.
    const longActive = await createMember(payload, 'active')
    const never = await restRequest(payload, 'PATCH', `/members/${longActive.id}`, adminAuth, { status: 'waitlist' })
    expect(never.body.errors?.[0]?.message).toBe(MEMBER_TRANSITION_ERRORS.backToWaitlist)
    expect((await member(applicant.id)).status).toBe('active')
  })
})

describe('undoing a reactivation request’s decision through REST', () => {
  it('opens the request again and makes the member inactive again, audited', async () => {
    const inactive = await createMember(payload, 'inactive', 'Iris')
    const opened = await restRequest(payload, 'POST', '/reactivation-requests', undefined, {
      ticket: signReactivationTicket(inactive.id, payload.secret),
    })
    expect(opened.status, JSON.stringify(opened.body)).toBe(201)
    const id = (opened.body.doc as { id: number }).id
    expect(
      (await restRequest(payload, 'PATCH', `/reactivation-requests/${id}`, adminAuth, { status: 'reactivated' }))
        .status,
    ).toBe(200)
    expect((await member(inactive.id)).status).toBe('active')

    const undone = await restRequest(payload, 'PATCH', `/reactivation-requests/${id}`, adminAuth, { status: 'open' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(await payload.findByID({ collection: 'reactivation-requests', id, depth: 0 })).toMatchObject({
      status: 'open',
      handled_at: null,
    })
    expect((await member(inactive.id)).status).toBe('inactive')
    expect(await auditActionsOf(inactive.id)).toEqual([
      'member.reactivated',
      'reactivation_request.reactivated',
      'member.deactivated',
      'reactivation_request.undone',
    ])

    // Decided again, then too late to undo.
    await restRequest(payload, 'PATCH', `/reactivation-requests/${id}`, adminAuth, { status: 'dismissed' })
    const db = await drizzleFor(payload)
    await db.execute(
      sql`update reactivation_requests set handled_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5}) where id = ${id}`,
    )
    const late = await restRequest(payload, 'PATCH', `/reactivation-requests/${id}`, adminAuth, { status: 'open' })
    expect(late.status).toBe(400)
    expect(late.body.errors?.[0]?.message).toBe(UNDO_MESSAGES.expired)
  })
})
