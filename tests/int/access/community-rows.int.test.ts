import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { DeclaredAction, PointsLedger, Project, ProjectReport, Referral, Vote } from '@/payload-types'

import {
  createMember,
  createProject,
  memberOf,
  uniqueEmail,
  type ActorName,
  type Actors,
  type SignedInMember,
} from '../helpers/actors'
import { as, type MatrixRow, outcomeOf, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Rows that belong to one member: votes, declared actions, reports, referrals and the points
 * ledger. In every matrix the `owner` column is the member the target row belongs to.
 */

let payload: Payload
let actors: Actors
/** A member outside the actors who owns the projects the others vote on and support. */
let author: SignedInMember
let authorsProject: Project

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  author = await createMember(payload, 'active', 'Auteur')
  authorsProject = await createProject(payload, author, { status: 'published' })
})

/** Admins act for a member; a member always acts as themself (the hooks enforce it). */
const memberFor = (actor: ActorName) => memberOf(actors, actor)?.id ?? actors.owner.id

const run = <Operation extends string>(
  attempts: Record<Operation, (actor: ActorName) => Promise<unknown>>,
  matrix: Record<Operation, MatrixRow>,
) => runMatrix(attempts, matrix)

// prettier-ignore
const ownRowsMatrix = {
  //             visitor      waitlist     inactive     owner        other        marketing    admin
  read:        ['forbidden', 'hidden',    'hidden',    'allowed',   'hidden',    'forbidden', 'allowed'],
  activeOnly:  ['forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed',   'forbidden', 'allowed'],
  ownerOrAdmin:['forbidden', 'forbidden', 'forbidden', 'allowed',   'forbidden', 'forbidden', 'allowed'],
  adminOnly:   ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  nobody:      ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
} as const satisfies Record<string, MatrixRow>

describe('votes', () => {
  let vote: Vote
  const castVote = async (member: { id: number }) =>
    payload.create({
      collection: 'votes',
      data: { member: member.id, project: (await createProject(payload, author)).id },
    })

  beforeAll(async () => {
    vote = await castVote(actors.owner)
  })

  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'votes', vote.id, actors.user(actor)),
    create: async (actor: ActorName) => {
      const project = await createProject(payload, author)
      return payload.create({
        collection: 'votes',
        data: { member: memberFor(actor), project: project.id },
        ...as(actors.user(actor)),
      })
    },
    update: (actor: ActorName) =>
      payload.update({
        collection: 'votes',
        id: vote.id,
        data: { project: authorsProject.id },
        ...as(actors.user(actor)),
      }),
    // Un-voting: each cell removes a fresh vote of the owner.
    delete: async (actor: ActorName) => {
      const target = await castVote(actors.owner)
      return payload.delete({ collection: 'votes', id: target.id, ...as(actors.user(actor)) })
    },
  }

  run(attempts, {
    read: ownRowsMatrix.read,
    create: ownRowsMatrix.activeOnly,
    update: ownRowsMatrix.nobody,
    delete: ownRowsMatrix.ownerOrAdmin,
  })

  it('a member voting always votes as themself, whatever `member` says', async () => {
    const created = await payload.create({
      collection: 'votes',
      data: { member: actors.owner.id, project: authorsProject.id },
      depth: 0,
      ...as(actors.other),
    })
    expect(created.member).toBe(actors.other.id)
  })

  it.each([
    ['pending', { status: 'pending' }],
    ['scheduled feedback', { status: 'scheduled', request_type: 'feedback' }],
  ] as const)('a member cannot vote on a %s project, which they may not see', async (_, options) => {
    const hidden = await createProject(payload, author, options)
    const attempt = () =>
      payload.create({
        collection: 'votes',
        data: { member: actors.other.id, project: hidden.id },
        ...as(actors.other),
      })
    expect(await outcomeOf(attempt)).toBe('forbidden')
    expect((await payload.findByID({ collection: 'projects', id: hidden.id })).votes_count).toBe(0)
  })

  it('a member may vote on a visibility project once it is scheduled', async () => {
    const scheduled = await createProject(payload, author, { status: 'scheduled' })
    const attempt = () =>
      payload.create({
        collection: 'votes',
        data: { member: actors.other.id, project: scheduled.id },
        ...as(actors.other),
      })
    expect(await outcomeOf(attempt)).toBe('allowed')
  })
})

describe('declared actions', () => {
  let action: DeclaredAction
  const declare = (member: { id: number }, project: { id: number }) =>
    payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: project.id,
        action_type: 'like',
        url: 'https://www.linkedin.com/posts/1',
        status: 'pending',
      },
    })

  beforeAll(async () => {
    action = await declare(actors.owner, authorsProject)
  })

  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'declared-actions', action.id, actors.user(actor)),
    create: async (actor: ActorName) => {
      const project = await createProject(payload, author)
      return payload.create({
        collection: 'declared-actions',
        data: {
          member: memberFor(actor),
          project: project.id,
          action_type: 'share',
          url: 'https://x.com/1',
          status: 'pending',
        },
        ...as(actors.user(actor)),
      })
    },
    update: (actor: ActorName) =>
      payload.update({
        collection: 'declared-actions',
        id: action.id,
        data: { url: `https://www.linkedin.com/posts/${actor}` },
        ...as(actors.user(actor)),
      }),
    delete: async (actor: ActorName) => {
      const target = await declare(actors.owner, await createProject(payload, author))
      return payload.delete({
        collection: 'declared-actions',
        id: target.id,
        ...as(actors.user(actor)),
      })
    },
  }

  // The owner's row is pending: its author may still correct or withdraw it (support-posts.int
  // tests that a verified one is out of their reach).
  run(attempts, {
    read: ownRowsMatrix.read,
    create: ownRowsMatrix.activeOnly,
    update: ownRowsMatrix.ownerOrAdmin,
    delete: ownRowsMatrix.ownerOrAdmin,
  })

  it('a member declares as themself, pending, whatever they send for member, status and validation', async () => {
    const created = await payload.create({
      collection: 'declared-actions',
      data: {
        member: actors.owner.id,
        project: authorsProject.id,
        action_type: 'post',
        url: 'https://www.linkedin.com/posts/2',
        status: 'validated_manual',
        validated_by: actors.admin.id,
        validation_notes: 'Validé par moi-même',
      },
      ...as(actors.other),
    })
    const stored = await payload.findByID({
      collection: 'declared-actions',
      id: created.id,
      depth: 0,
    })
    expect(stored).toMatchObject({ member: actors.other.id, status: 'pending' })
    expect(stored.validated_by ?? null).toBeNull()
    expect(stored.validation_notes ?? null).toBeNull()
  })

  it('the member reads their declaration but not which admin validated it', async () => {
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'validated_manual', validated_by: actors.admin.id },
      ...as(actors.admin),
    })
    const asOwner = await payload.findByID({
      collection: 'declared-actions',
      id: action.id,
      depth: 0,
      ...as(actors.owner),
    })
    expect(asOwner.status).toBe('validated_manual')
    expect(asOwner).not.toHaveProperty('validated_by')
  })

  it('a member cannot declare an action on their own project, nor on one they may not see', async () => {
    const own = await createProject(payload, actors.other)
    const hidden = await createProject(payload, author, { status: 'pending' })
    const declareOn = (project: Project) => () =>
      payload.create({
        collection: 'declared-actions',
        data: {
          member: actors.other.id,
          project: project.id,
          action_type: 'like',
          url: 'https://x.com/2',
          status: 'pending',
        },
        ...as(actors.other),
      })
    expect(await outcomeOf(declareOn(own))).toMatch(/propre projet/)
    expect(await outcomeOf(declareOn(hidden))).toBe('forbidden')
  })
})

describe('project reports', () => {
  let report: ProjectReport
  const scheduledProjectOf = (member: { id: number }) => createProject(payload, member, { status: 'scheduled' })

  beforeAll(async () => {
    const project = await scheduledProjectOf(actors.owner)
    report = await payload.create({
      collection: 'project-reports',
      data: { project: project.id, member: actors.owner.id, report_text: 'Lundi : 12 likes.' },
    })
  })

  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'project-reports', report.id, actors.user(actor)),
    // Each member reports on a project of their own; staff and visitors on the owner's.
    'create on own project': async (actor: ActorName) => {
      const project = await scheduledProjectOf(memberOf(actors, actor) ?? actors.owner)
      return payload.create({
        collection: 'project-reports',
        data: { project: project.id, member: memberFor(actor), report_text: 'Reporting' },
        ...as(actors.user(actor)),
      })
    },
    'create on the owner’s project': async (actor: ActorName) => {
      const project = await scheduledProjectOf(actors.owner)
      return payload.create({
        collection: 'project-reports',
        data: { project: project.id, member: memberFor(actor), report_text: 'Reporting' },
        ...as(actors.user(actor)),
      })
    },
    update: (actor: ActorName) =>
      payload.update({
        collection: 'project-reports',
        id: report.id,
        data: { report_text: `Corrigé par ${actor}` },
        ...as(actors.user(actor)),
      }),
    delete: async (actor: ActorName) => {
      const project = await scheduledProjectOf(actors.owner)
      const target = await payload.create({
        collection: 'project-reports',
        data: { project: project.id, member: actors.owner.id, report_text: 'À supprimer' },
      })
      return payload.delete({
        collection: 'project-reports',
        id: target.id,
        ...as(actors.user(actor)),
      })
    },
  }

  // prettier-ignore
  run(attempts, {
    //                                visitor      waitlist     inactive     owner        other        marketing    admin
    read:                            ownRowsMatrix.read,
    'create on own project':         ['forbidden', 'allowed',   'forbidden', 'allowed',   'allowed',   'forbidden', 'allowed'],
    'create on the owner’s project': ['forbidden', 'forbidden', 'forbidden', 'allowed',   'forbidden', 'forbidden', 'allowed'],
    update:                          ownRowsMatrix.adminOnly,
    delete:                          ownRowsMatrix.adminOnly,
  })

  it('a member reports as themself and cannot mark the report processed', async () => {
    const project = await scheduledProjectOf(actors.other)
    const created = await payload.create({
      collection: 'project-reports',
      data: {
        project: project.id,
        member: actors.owner.id,
        report_text: 'Reporting',
        processed_at: '2026-01-05T10:00:00.000Z',
        processing_summary: 'Tout validé',
      },
      ...as(actors.other),
    })
    const stored = await payload.findByID({
      collection: 'project-reports',
      id: created.id,
      depth: 0,
    })
    expect(stored.member).toBe(actors.other.id)
    expect(stored.processed_at ?? null).toBeNull()
    expect(stored.processing_summary ?? null).toBeNull()
  })
})

describe('referrals', () => {
  let referral: Referral
  const invite = (member: { id: number }) =>
    payload.create({
      collection: 'referrals',
      data: { member: member.id, referee_email: uniqueEmail('invite'), status: 'pending' },
    })

  beforeAll(async () => {
    referral = await invite(actors.owner)
  })

  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'referrals', referral.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({
        collection: 'referrals',
        data: { member: memberFor(actor), referee_email: uniqueEmail('invite'), status: 'pending' },
        ...as(actors.user(actor)),
      }),
    update: (actor: ActorName) =>
      payload.update({
        collection: 'referrals',
        id: referral.id,
        data: { referee_email: uniqueEmail(actor) },
        ...as(actors.user(actor)),
      }),
    delete: async (actor: ActorName) => {
      const target = await invite(actors.owner)
      return payload.delete({ collection: 'referrals', id: target.id, ...as(actors.user(actor)) })
    },
  }

  run(attempts, {
    read: ownRowsMatrix.read,
    create: ownRowsMatrix.activeOnly,
    update: ownRowsMatrix.adminOnly,
    delete: ownRowsMatrix.adminOnly,
  })

  it('a member invites as themself and cannot mark the invitation active or name the invitee', async () => {
    const created = await payload.create({
      collection: 'referrals',
      data: {
        member: actors.owner.id,
        referee_email: uniqueEmail('invite'),
        status: 'active',
        referee: actors.owner.id,
      },
      ...as(actors.other),
    })
    const stored = await payload.findByID({ collection: 'referrals', id: created.id, depth: 0 })
    expect(stored).toMatchObject({ member: actors.other.id, status: 'pending' })
    expect(stored.referee ?? null).toBeNull()
  })

  it('the invitee, once linked, is not revealed to the sponsor beyond its id', async () => {
    await payload.update({
      collection: 'referrals',
      id: referral.id,
      data: { referee: actors.other.id, status: 'active' },
    })
    const asSponsor = await payload.findByID({
      collection: 'referrals',
      id: referral.id,
      depth: 1,
      ...as(actors.owner),
    })
    const asAdmin = await payload.findByID({
      collection: 'referrals',
      id: referral.id,
      depth: 1,
      ...as(actors.admin),
    })
    expect(asSponsor.referee).toBe(actors.other.id)
    expect(asAdmin.referee).toMatchObject({ email: actors.other.email })
  })
})

describe('points ledger (append-only)', () => {
  let credit: PointsLedger
  const adjust = (member: { id: number }, points: number) =>
    payload.create({
      collection: 'points-ledger',
      data: { member: member.id, points, reason: 'adjustment', source_type: 'admin-adjustment' },
    })

  beforeAll(async () => {
    credit = await adjust(actors.owner, 3)
  })

  const attempts = {
    read: (actor: ActorName) => readRow(payload, 'points-ledger', credit.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({
        collection: 'points-ledger',
        data: {
          member: memberFor(actor),
          points: 50,
          reason: 'adjustment',
          source_type: 'admin-adjustment',
        },
        ...as(actors.user(actor)),
      }),
    update: (actor: ActorName) =>
      payload.update({
        collection: 'points-ledger',
        id: credit.id,
        data: { points: 500 },
        ...as(actors.user(actor)),
      }),
    delete: (actor: ActorName) =>
      payload.delete({ collection: 'points-ledger', id: credit.id, ...as(actors.user(actor)) }),
  }

  run(attempts, {
    read: ownRowsMatrix.read,
    create: ownRowsMatrix.adminOnly,
    update: ownRowsMatrix.nobody,
    delete: ownRowsMatrix.nobody,
  })

  it('history is untouched after every attempt above', async () => {
    expect(await payload.findByID({ collection: 'points-ledger', id: credit.id })).toMatchObject({
      points: 3,
    })
  })

  it('an admin adjustment is its own source, stamped with the current semester, and counts for the member', async () => {
    const member = await createMember(payload, 'active', 'Crédité')
    const created = await payload.create({
      collection: 'points-ledger',
      data: {
        member: member.id,
        points: 7,
        reason: 'adjustment',
        source_type: 'admin-adjustment',
        period: '1999-S1',
      },
      ...as(actors.admin),
    })
    expect(created.source_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.period).toMatch(/^\d{4}-S[12]$/)
    expect(created.period).not.toBe('1999-S1')
    const asSelf = await payload.findByID({ collection: 'members', id: member.id, ...as(member) })
    expect(asSelf.points_period).toBe(7)
  })

  it('an admin cannot book a row as a declared action: it stays an adjustment, and the credit still comes', async () => {
    const member = await createMember(payload, 'active', 'Devancé')
    const project = await createProject(payload, actors.owner)
    const action = await payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: project.id,
        action_type: 'like',
        url: 'https://x.com/p/devance',
        status: 'pending',
      },
    })
    const forged = await payload.create({
      collection: 'points-ledger',
      data: {
        member: member.id,
        points: 1,
        reason: 'like',
        source_type: 'declared-action',
        source_id: String(action.id),
      },
      ...as(actors.admin),
    })
    expect(forged.source_type).toBe('admin-adjustment')
    expect(forged.source_id).not.toBe(String(action.id))

    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'validated_manual' },
      ...as(actors.admin),
    })
    const credits = await payload.find({
      collection: 'points-ledger',
      where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { equals: String(action.id) } }] },
    })
    expect(credits.docs).toHaveLength(1)
  })
})
