import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  createMember,
  memberData,
  TEST_PASSWORD,
  type ActorName,
  type Actors,
  type SignedInMember,
} from '../helpers/actors'
import { as, type MatrixRow, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

/**
 * The `owner` column is the member whose record is the target. Destructive cells act on a
 * fresh member, who is then the one playing `owner`.
 */
async function freshTarget(actor: ActorName) {
  const target = await createMember(payload, 'active', 'Cible')
  return { target, user: actor === 'owner' ? target : actors.user(actor) }
}

const attempts = {
  read: (actor: ActorName) => readRow(payload, 'members', actors.owner.id, actors.user(actor)),
  create: (actor: ActorName) =>
    payload.create({
      collection: 'members',
      data: { ...memberData('waitlist', 'Nouveau'), password: TEST_PASSWORD },
      ...as(actors.user(actor)),
    }),
  update: (actor: ActorName) =>
    payload.update({
      collection: 'members',
      id: actors.owner.id,
      data: { bio: `Bio écrite par ${actor}` },
      ...as(actors.user(actor)),
    }),
  delete: async (actor: ActorName) => {
    const { target, user } = await freshTarget(actor)
    return payload.delete({ collection: 'members', id: target.id, ...as(user) })
  },
  unlock: async (actor: ActorName) => {
    const { target, user } = await freshTarget(actor)
    return payload.unlock({
      collection: 'members',
      // The generated type asks for a password; unlocking ignores it.
      data: { email: target.email, password: '' },
      overrideAccess: false,
      req: { user: user ?? null },
    })
  },
}

// prettier-ignore
const matrix: Record<keyof typeof attempts, MatrixRow> = {
  //        visitor      waitlist     inactive     owner        other        marketing    admin
  read:   ['forbidden', 'hidden',    'hidden',    'allowed',   'hidden',    'forbidden', 'allowed'],
  create: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  update: ['forbidden', 'forbidden', 'forbidden', 'allowed',   'forbidden', 'forbidden', 'allowed'],
  delete: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  unlock: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
}

describe('members: who may do what to a member record', () => {
  runMatrix(attempts, matrix)
})

describe('members: reading', () => {
  it.each(['waitlist', 'inactive', 'owner', 'other'] as const)(
    '%s lists the members and gets exactly their own record',
    async (actor) => {
      const { docs } = await payload.find({ collection: 'members', ...as(actors.user(actor)) })
      expect(docs.map((doc) => doc.id)).toEqual([actors[actor].id])
    },
  )

  it('a member cannot find another member by e-mail; an admin can', async () => {
    const byEmail = { email: { equals: actors.owner.email } }
    const asOther = await payload.find({
      collection: 'members',
      where: byEmail,
      ...as(actors.other),
    })
    const asAdmin = await payload.find({
      collection: 'members',
      where: byEmail,
      ...as(actors.admin),
    })
    expect(asOther.docs).toEqual([])
    expect(asAdmin.docs.map((doc) => doc.email)).toEqual([actors.owner.email])
  })

  it('admin_notes are never returned to the member, only to admins', async () => {
    await payload.update({
      collection: 'members',
      id: actors.owner.id,
      data: { admin_notes: 'Profil à surveiller' },
      ...as(actors.admin),
    })
    const asSelf = await payload.findByID({
      collection: 'members',
      id: actors.owner.id,
      ...as(actors.owner),
    })
    const asAdmin = await payload.findByID({
      collection: 'members',
      id: actors.owner.id,
      ...as(actors.admin),
    })
    expect(asSelf.email).toBe(actors.owner.email)
    expect(asSelf).not.toHaveProperty('admin_notes')
    expect(asAdmin.admin_notes).toBe('Profil à surveiller')
  })
})

describe('members: fields only an admin sets', () => {
  /** Everything a member might try to grant themselves, with a value different from the fixture. */
  const adminOnlyValues = {
    status: 'active',
    application_status: 'accepted',
    source: 'signup',
    score: 100,
    invites_quota: 99,
    email_confirmed_at: '2026-01-05T10:00:00.000Z',
    accepts_charter: true,
    profile_completed: true,
    ai_tip: 'Conseil inventé',
    admin_notes: 'Note inventée',
    threshold_exempt: true,
    deletion_requested_at: '2026-02-01T10:00:00.000Z',
  } as const
  const fieldNames = Object.keys(adminOnlyValues) as (keyof typeof adminOnlyValues)[]

  const stored = (id: number) => payload.findByID({ collection: 'members', id, depth: 0 })

  it('a member updating their own record with them changes only the other fields', async () => {
    const member: SignedInMember = await createMember(payload, 'waitlist', 'Tricheur')
    const before = await stored(member.id)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { ...adminOnlyValues, points_period: 999, bio: 'Bio mise à jour' },
      ...as(member),
    })
    const after = await stored(member.id)
    expect(after.bio).toBe('Bio mise à jour')
    for (const field of fieldNames) expect({ field, value: after[field] }).toEqual({ field, value: before[field] })
    // Points are the ledger's sum, whatever the request says.
    expect(after.points_period).toBe(0)
  })

  it('an admin sets them (so the test above could fail)', async () => {
    const member = await createMember(payload, 'waitlist', 'Promu')
    await payload.update({
      collection: 'members',
      id: member.id,
      data: adminOnlyValues,
      ...as(actors.admin),
    })
    const after = await stored(member.id)
    // Moments the admin may cause but never date: the server writes when (collections/serverTimestamps.ts).
    const stamped = ['email_confirmed_at', 'deletion_requested_at'] as const
    for (const field of fieldNames.filter((name) => !(stamped as readonly string[]).includes(name)))
      expect({ field, value: after[field] }).toEqual({ field, value: adminOnlyValues[field] })
    for (const field of stamped) expect(Math.abs(Date.parse(String(after[field])) - Date.now())).toBeLessThan(60_000)
  })
})
