import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MEMBER_UPLOADS_PER_DAY, MEMBER_UPLOADS_REFUSAL } from '@/domain/members/memberUploads'

import {
  createActors,
  createMember,
  createProject,
  createStaff,
  csvFile,
  pngFile,
  uniqueEmail,
  type Actors,
  type ApiUser,
  type SignedInMember,
} from '../helpers/actors'
import { as } from '../helpers/matrix'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Fields that say whose a row is (uploader, owner, member, referrer, invitee, admin, actor) never
 * change hands once written: not through `PATCH /api/<collection>/{id}` as the member who may
 * edit the row, nor as an admin, nor through the Local API with access checks skipped. A PATCH
 * that names the field changes the rest and keeps the owner; a collection nobody updates
 * refuses the PATCH (403). The daily upload quota keeps counting an upload its member tried to
 * hand away.
 */

let payload: Payload
let actors: Actors

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  actors = await createActors(payload)
})

const rest = async (method: 'GET' | 'POST' | 'PATCH', path: string, user: ApiUser, body?: Record<string, unknown>) =>
  restRequest(payload, method, path, await authorizationOf(payload, user), body)

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

async function storedValue(collection: CollectionSlug, id: number, field: string) {
  const doc = (await payload.findByID({ collection, id, depth: 0 })) as unknown as Record<string, unknown>
  return idOf(doc[field])
}

type OwnerCase = {
  collection: CollectionSlug
  field: string
  /** Whom the row belongs to, and the row, written by the server. */
  create: () => Promise<{ id: number; owner: number }>
  /** The id the attacker tries to write instead. */
  stranger: () => number
  /** Who may PATCH the row through REST; none: the collection refuses every update. */
  editors: ('member' | 'admin')[]
  /** The member who may edit the row (its owner, or the project's owner). */
  member?: () => SignedInMember
}

let counter = 0

const cases: OwnerCase[] = [
  {
    collection: 'avatars',
    field: 'uploader',
    create: async () => {
      const doc = await payload.create({ collection: 'avatars', data: {}, file: await pngFile(), ...as(actors.owner) })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['member', 'admin'],
    member: () => actors.owner,
  },
  {
    collection: 'project-hero-images',
    field: 'uploader',
    create: async () => {
      const doc = await payload.create({
        collection: 'project-hero-images',
        data: { alt: 'Visuel' },
        file: await pngFile(),
        ...as(actors.owner),
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['member', 'admin'],
    member: () => actors.owner,
  },
  {
    collection: 'report-files',
    field: 'uploader',
    create: async () => {
      const doc = await payload.create({ collection: 'report-files', data: {}, file: csvFile(), ...as(actors.owner) })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['admin'],
  },
  {
    collection: 'projects',
    field: 'owner',
    create: async () => {
      const project = await createProject(payload, actors.owner, { status: 'pending', submitted: true })
      return { id: project.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['member', 'admin'],
    member: () => actors.owner,
  },
  {
    collection: 'declared-actions',
    field: 'member',
    create: async () => {
      const project = await createProject(payload, actors.owner, { status: 'published' })
      const doc = await payload.create({
        collection: 'declared-actions',
        data: {
          project: project.id,
          member: actors.other.id,
          action_type: 'like',
          url: 'https://exemple.fr/p/1',
          status: 'pending',
        },
        ...as(actors.other),
      })
      return { id: doc.id, owner: actors.other.id }
    },
    stranger: () => actors.waitlist.id,
    editors: ['member', 'admin'],
    member: () => actors.other,
  },
  {
    collection: 'project-reports',
    field: 'member',
    create: async () => {
      const project = await createProject(payload, actors.owner, { status: 'published' })
      const doc = await payload.create({
        collection: 'project-reports',
        data: { project: project.id, member: actors.owner.id, report_text: 'Un reporting de la semaine.' },
        ...as(actors.owner),
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['admin'],
  },
  {
    collection: 'referrals',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'referrals',
        data: { member: actors.owner.id, referee_email: uniqueEmail('invitee'), status: 'pending' },
        ...as(actors.owner),
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['admin'],
  },
  {
    collection: 'referrals',
    field: 'referee',
    create: async () => {
      const referee = await createMember(payload, 'waitlist', 'Filleule')
      const doc = await payload.create({
        collection: 'referrals',
        data: { member: actors.owner.id, referee_email: referee.email, referee: referee.id, status: 'pending' },
      })
      return { id: doc.id, owner: referee.id }
    },
    stranger: () => actors.other.id,
    editors: ['admin'],
  },
  {
    collection: 'votes',
    field: 'member',
    create: async () => {
      const project = await createProject(payload, actors.owner, { status: 'published' })
      const doc = await payload.create({
        collection: 'votes',
        data: { project: project.id, member: actors.other.id },
        ...as(actors.other),
      })
      return { id: doc.id, owner: actors.other.id }
    },
    stranger: () => actors.waitlist.id,
    editors: [],
  },
  {
    collection: 'notifications',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'notifications',
        data: { member: actors.owner.id, kind: 'action_validated', title: 'Action validée' },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: ['member'],
    member: () => actors.owner,
  },
  {
    collection: 'points-ledger',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'points-ledger',
        data: { member: actors.owner.id, points: 3, reason: 'adjustment', source_type: 'admin-adjustment' },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: [],
  },
  {
    collection: 'admin-decisions',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'admin-decisions',
        data: { member: actors.owner.id, admin_user: actors.admin.id, action: 'activated' },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: [],
  },
  {
    collection: 'admin-decisions',
    field: 'admin_user',
    create: async () => {
      const doc = await payload.create({
        collection: 'admin-decisions',
        data: { member: actors.owner.id, action: 'activated' },
        ...as(actors.admin),
      })
      return { id: doc.id, owner: actors.admin.id }
    },
    stranger: () => actors.marketing.id,
    editors: [],
  },
  {
    collection: 'audit-log',
    field: 'actor_member',
    create: async () => {
      const doc = await payload.create({
        collection: 'audit-log',
        data: { actor_member: actors.owner.id, action: 'test', target_collection: 'projects', target_id: '1' },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: [],
  },
  {
    collection: 'audit-log',
    field: 'actor_user',
    create: async () => {
      const doc = await payload.create({
        collection: 'audit-log',
        data: { actor_user: actors.admin.id, action: 'test', target_collection: 'projects', target_id: '1' },
      })
      return { id: doc.id, owner: actors.admin.id }
    },
    stranger: () => actors.marketing.id,
    editors: [],
  },
  {
    collection: 'magic-link-tokens',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'magic-link-tokens',
        data: {
          token_hash: `${'a'.repeat(60)}${String(++counter).padStart(4, '0')}`,
          member: actors.owner.id,
          purpose: 'login',
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: [],
  },
  {
    collection: 'semester-notices',
    field: 'member',
    create: async () => {
      const doc = await payload.create({
        collection: 'semester-notices',
        data: { member: actors.owner.id, period: `2026-S${++counter}`, kind: 'reminder_3_weeks', points: 0 },
      })
      return { id: doc.id, owner: actors.owner.id }
    },
    stranger: () => actors.other.id,
    editors: [],
  },
]

describe.each(cases.map((ownerCase) => [`${ownerCase.collection}.${ownerCase.field}`, ownerCase] as const))(
  '%s never changes hands',
  (_name, { collection, field, create, stranger, editors, member }) => {
    it('REST PATCH as the member who may edit the row, or as an admin: the owner stays', async () => {
      for (const editor of ['member', 'admin'] as const) {
        const user = editor === 'admin' ? actors.admin : (member?.() ?? actors.owner)
        const row = await create()
        const answer = await rest('PATCH', `/${collection}/${row.id}`, user, { [field]: stranger() })
        expect(answer.status, `${editor}: ${JSON.stringify(answer.body)}`).toBe(editors.includes(editor) ? 200 : 403)
        expect(await storedValue(collection, row.id, field)).toBe(row.owner)
      }
    })

    it('the Local API with access checks skipped (server code, the admin screen’s save) keeps it too', async () => {
      const row = await create()
      await payload.update({ collection, id: row.id, data: { [field]: stranger() }, depth: 0 })
      expect(await storedValue(collection, row.id, field)).toBe(row.owner)
    })
  },
)

describe('a field still empty is set once (the invitee of an invitation, when they join)', () => {
  it('then keeps its first value', async () => {
    const referral = await payload.create({
      collection: 'referrals',
      data: { member: actors.owner.id, referee_email: uniqueEmail('plus-tard'), status: 'pending' },
    })
    const joined = await createMember(payload, 'waitlist', 'Arrivée')
    await payload.update({ collection: 'referrals', id: referral.id, data: { referee: joined.id }, depth: 0 })
    expect(await storedValue('referrals', referral.id, 'referee')).toBe(joined.id)
    await payload.update({ collection: 'referrals', id: referral.id, data: { referee: actors.other.id }, depth: 0 })
    expect(await storedValue('referrals', referral.id, 'referee')).toBe(joined.id)
  })
})

describe('the daily upload quota counts what a member uploaded', () => {
  it('upload ten, try to hand one away over REST, and the eleventh is still refused', async () => {
    const member = await createMember(payload, 'active', 'Quota')
    const neighbour = await createMember(payload, 'active', 'Voisin')
    const uploads = []
    for (let sent = 0; sent < MEMBER_UPLOADS_PER_DAY; sent++) {
      uploads.push(await payload.create({ collection: 'avatars', data: {}, file: await pngFile(), ...as(member) }))
    }
    const handed = await rest('PATCH', `/avatars/${uploads[0].id}`, member, { uploader: neighbour.id })
    expect(handed.status).toBe(200)
    expect(await storedValue('avatars', uploads[0].id, 'uploader')).toBe(member.id)
    await expect(
      payload.create({ collection: 'avatars', data: {}, file: await pngFile(), ...as(member) }),
    ).rejects.toMatchObject({ status: 429, message: MEMBER_UPLOADS_REFUSAL })
    // The neighbour's own quota is untouched, and nothing of theirs was planted.
    const theirs = await payload.count({ collection: 'avatars', where: { uploader: { equals: neighbour.id } } })
    expect(theirs.totalDocs).toBe(0)
  })

  it('an admin creating an upload for a member names them once; a member cannot name anyone else', async () => {
    const admin = await createStaff(payload, 'admin')
    const made = await payload.create({
      collection: 'avatars',
      data: { uploader: actors.other.id },
      file: await pngFile(),
      ...as(admin),
    })
    expect(idOf(made.uploader)).toBe(actors.other.id)
    const own = await payload.create({
      collection: 'avatars',
      data: { uploader: actors.other.id },
      file: await pngFile(),
      ...as(actors.waitlist),
    })
    expect(idOf(own.uploader)).toBe(actors.waitlist.id)
  })
})
