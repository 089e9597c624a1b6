import type { CollectionSlug, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { uniqueEmail, type ActorName, type Actors } from '../helpers/actors'
import { as, type MatrixRow, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Tables only server code writes: sign-in tokens, staff second factors, rate-limit counters, semester notices, the
 * Batch 2 waiting list, and Payload's own
 * job queue (it holds every outgoing e-mail, sign-in links included) and key-value store.
 */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

// prettier-ignore
const rows = {
  //           visitor      waitlist     inactive     owner        other        marketing    admin
  adminOnly: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  staffOnly: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
  nobody:    ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
} as const satisfies Record<string, MatrixRow>

/** Read, create, update and delete one stored row of `collection`, as each actor. */
function crudAttempts(
  collection: CollectionSlug,
  fixture: () => Promise<{ id: number }>,
  newRow: () => Record<string, unknown>,
  change: Record<string, unknown>,
) {
  return {
    read: async (actor: ActorName) => readRow(payload, collection, (await fixture()).id, actors.user(actor)),
    create: (actor: ActorName) => payload.create({ collection, data: newRow(), ...as(actors.user(actor)) }),
    update: async (actor: ActorName) =>
      payload.update({
        collection,
        id: (await fixture()).id,
        data: change,
        ...as(actors.user(actor)),
      }),
    delete: async (actor: ActorName) =>
      payload.delete({ collection, id: (await fixture()).id, ...as(actors.user(actor)) }),
  }
}

const tokenRow = (memberId: number) => ({
  token_hash: uniqueEmail('hash'),
  member: memberId,
  purpose: 'login' as const,
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
})

describe('magic-link tokens: no API access for anyone, admins included', () => {
  let token: { id: number } | undefined
  const fixture = async () =>
    (token ??= await payload.create({
      collection: 'magic-link-tokens',
      data: tokenRow(actors.owner.id),
    }))

  runMatrix(
    crudAttempts('magic-link-tokens', fixture, () => tokenRow(actors.owner.id), {
      used_at: new Date().toISOString(),
    }),
    { read: rows.nobody, create: rows.nobody, update: rows.nobody, delete: rows.nobody },
  )

  it('the token is still there, unused', async () => {
    const stored = await payload.findByID({
      collection: 'magic-link-tokens',
      id: (await fixture()).id,
    })
    expect(stored.used_at ?? null).toBeNull()
  })
})

describe('staff second factors: no API access for anyone, admins included', () => {
  let row: { id: number } | undefined
  const fixture = async () =>
    (row ??= await payload.create({
      collection: 'staff-second-factors',
      data: { user: actors.marketing.id, secret: 'scellée', recovery_codes: ['empreinte'] },
    }))

  runMatrix(
    crudAttempts('staff-second-factors', fixture, () => ({ user: actors.admin.id, secret: 'plantée' }), {
      secret: null,
      recovery_codes: [],
    }),
    { read: rows.nobody, create: rows.nobody, update: rows.nobody, delete: rows.nobody },
  )

  it('the row is still there, unchanged', async () => {
    const stored = await payload.findByID({ collection: 'staff-second-factors', id: (await fixture()).id })
    expect(stored).toMatchObject({ secret: 'scellée', recovery_codes: ['empreinte'] })
  })
})

describe('rate-limit counters: no API access for anyone, admins included', () => {
  const counter = () => ({ key: uniqueEmail('limite'), hits: 1, reset_at: new Date(Date.now() + 60_000).toISOString() })
  let row: { id: number } | undefined
  const fixture = async () => (row ??= await payload.create({ collection: 'rate-limits', data: counter() }))

  runMatrix(crudAttempts('rate-limits', fixture, counter, { hits: 0 }), {
    read: rows.nobody,
    create: rows.nobody,
    update: rows.nobody,
    delete: rows.nobody,
  })
})

describe('semester notices: admins read them; only the semester jobs write them', () => {
  let periodCounter = 0
  const notice = () => ({
    member: actors.owner.id,
    period: `2026-S${++periodCounter + 2}`,
    kind: 'reminder_3_weeks' as const,
    points: 12,
  })
  let row: { id: number } | undefined
  const fixture = async () => (row ??= await payload.create({ collection: 'semester-notices', data: notice() }))

  runMatrix(crudAttempts('semester-notices', fixture, notice, { points: 99 }), {
    read: rows.adminOnly,
    create: rows.nobody,
    update: rows.nobody,
    delete: rows.nobody,
  })
})

describe('Batch 2 waiting list: admins read and delete; only the server adds addresses', () => {
  /** A fresh address per cell, so an allowed delete never removes another cell's target. */
  const fixture = () =>
    payload.create({
      collection: 'batch2-waitlist',
      data: { email: uniqueEmail('batch2'), consent: true },
    })

  runMatrix(
    crudAttempts('batch2-waitlist', fixture, () => ({ email: uniqueEmail('batch2'), consent: true }), {
      email: uniqueEmail('batch2'),
    }),
    { read: rows.adminOnly, create: rows.nobody, update: rows.nobody, delete: rows.adminOnly },
  )
})

describe('Payload’s scheduled-job statistics global: admins only', () => {
  runMatrix(
    {
      read: (actor: ActorName) => payload.findGlobal({ slug: 'payload-jobs-stats', ...as(actors.user(actor)) }),
      update: (actor: ActorName) =>
        payload.updateGlobal({ slug: 'payload-jobs-stats', data: { stats: { by: actor } }, ...as(actors.user(actor)) }),
    },
    { read: rows.adminOnly, update: rows.adminOnly },
  )
})

describe('Payload’s job queue and key-value store: no API access for anyone', () => {
  let job: { id: number } | undefined
  const queuedEmail = async () =>
    (job ??= (await payload.jobs.queue({
      task: 'sendEmail',
      input: {
        to: actors.owner.email,
        subject: 'Ton lien de connexion',
        text: 'https://exemple.fr/auth/magic?t=secret',
      },
    })) as { id: number })

  runMatrix(
    crudAttempts('payload-jobs', queuedEmail, () => ({ taskSlug: 'sendEmail', input: {} }), {
      input: { to: 'pirate@exemple.fr', subject: 'x' },
    }),
    { read: rows.nobody, create: rows.nobody, update: rows.nobody, delete: rows.nobody },
  )

  let entry: { id: number } | undefined
  const stored = async () =>
    (entry ??= await payload.create({
      collection: 'payload-kv',
      data: { key: 'rate-limit', data: { hits: 1 } },
    }))

  runMatrix(
    crudAttempts('payload-kv', stored, () => ({ key: uniqueEmail('kv'), data: {} }), {
      data: { hits: 0 },
    }),
    { read: rows.nobody, create: rows.nobody, update: rows.nobody, delete: rows.nobody },
  )
})

describe('admin document locks: staff only, never members', () => {
  /** A lock an admin holds on a member's record, as the admin's edit screen writes it. */
  const lockRow = () => ({
    document: { relationTo: 'members' as const, value: actors.owner.id },
    user: { relationTo: 'users' as const, value: actors.admin.id },
  })
  /** A fresh lock per cell, so an allowed delete never removes another cell's target. */
  const fixture = () => payload.create({ collection: 'payload-locked-documents', data: lockRow() })

  runMatrix(crudAttempts('payload-locked-documents', fixture, lockRow, { globalSlug: 'rules' }), {
    read: rows.staffOnly,
    create: rows.staffOnly,
    update: rows.staffOnly,
    delete: rows.staffOnly,
  })
})
