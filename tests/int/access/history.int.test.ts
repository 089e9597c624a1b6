import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AdminDecision, AuditLog } from '@/payload-types'

import { createStaff, type ActorName, type Actors } from '../helpers/actors'
import { as, type MatrixRow, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/** Append-only history: admins' decisions on members and the moderation audit log. */

let payload: Payload
let actors: Actors
let decision: AdminDecision
let entry: AuditLog

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  // The owner's decision and a log entry about them, as the moderation services write them.
  decision = await payload.create({
    collection: 'admin-decisions',
    data: { member: actors.owner.id, action: 'activated', admin_user: actors.admin.id },
  })
  entry = await payload.create({
    collection: 'audit-log',
    data: {
      actor_user: actors.admin.id,
      action: 'member.activate',
      target_collection: 'members',
      target_id: String(actors.owner.id),
      from: 'waitlist',
      to: 'active',
    },
  })
})

// prettier-ignore
const rows = {
  //           visitor      waitlist     inactive     owner        other        marketing    admin
  adminOnly: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  nobody:    ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
} as const satisfies Record<string, MatrixRow>

describe('admin decisions', () => {
  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'admin-decisions', decision.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({
        collection: 'admin-decisions',
        data: { member: actors.owner.id, action: 'paused', notes: `Par ${actor}` },
        ...as(actors.user(actor)),
      }),
    update: (actor: ActorName) =>
      payload.update({
        collection: 'admin-decisions',
        id: decision.id,
        data: { action: 'deactivated' },
        ...as(actors.user(actor)),
      }),
    delete: (actor: ActorName) =>
      payload.delete({ collection: 'admin-decisions', id: decision.id, ...as(actors.user(actor)) }),
  }
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    read: rows.adminOnly,
    create: rows.adminOnly,
    update: rows.nobody,
    delete: rows.nobody,
  }

  runMatrix(attempts, matrix)

  it('the decision is still there, unchanged', async () => {
    expect(await payload.findByID({ collection: 'admin-decisions', id: decision.id })).toMatchObject({
      action: 'activated',
    })
  })

  it('a decision is signed by the admin who takes it, whatever the form says', async () => {
    const otherAdmin = await createStaff(payload, 'admin')
    const created = await payload.create({
      collection: 'admin-decisions',
      data: { member: actors.owner.id, action: 'reactivated', admin_user: actors.admin.id },
      depth: 0,
      ...as(otherAdmin),
    })
    expect(created.admin_user).toBe(otherAdmin.id)
  })
})

describe('audit log', () => {
  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'audit-log', entry.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({
        collection: 'audit-log',
        data: { action: 'forged', target_collection: 'members', target_id: '1' },
        ...as(actors.user(actor)),
      }),
    update: (actor: ActorName) =>
      payload.update({
        collection: 'audit-log',
        id: entry.id,
        data: { to: 'inactive' },
        ...as(actors.user(actor)),
      }),
    delete: (actor: ActorName) => payload.delete({ collection: 'audit-log', id: entry.id, ...as(actors.user(actor)) }),
  }
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    read: rows.adminOnly,
    create: rows.nobody,
    update: rows.nobody,
    delete: rows.nobody,
  }

  runMatrix(attempts, matrix)

  it('the entry is still there, unchanged, and nothing was forged', async () => {
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id })).toMatchObject({
      to: 'active',
    })
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(1)
  })
})
