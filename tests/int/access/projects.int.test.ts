import { QueryError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Project } from '@/payload-types'

import {
  ACTOR_NAMES,
  createMember,
  createProject,
  submittedContent,
  PROJECT_SUMMARY,
  pngFile,
  type ActorName,
  type Actors,
  type SignedInMember,
} from '../helpers/actors'
import { as, type MatrixRow, outcomeOf, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
/** The owner's projects, one per status that matters for visibility. */
let projects: Record<
  'published' | 'scheduledVisibility' | 'scheduledFeedback' | 'pending' | 'approved' | 'modRequested',
  Project
>

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  const owner = actors.owner
  projects = {
    published: await createProject(payload, owner, {
      status: 'published',
      request_type: 'feedback',
    }),
    scheduledVisibility: await createProject(payload, owner, { status: 'scheduled' }),
    scheduledFeedback: await createProject(payload, owner, {
      status: 'scheduled',
      request_type: 'feedback',
    }),
    pending: await createProject(payload, owner, { status: 'pending', submitted: true }),
    approved: await createProject(payload, owner, { status: 'approved' }),
    modRequested: await createProject(payload, owner, { status: 'mod_requested' }),
  }
})

/**
 * A complete submission with an image the actor uploaded (the visitor has none: the owner's). A
 * feedback request, so the owner's visibility fixtures do not count against the monthly quota.
 */
const submission = async (title: string, actor: ActorName) => ({
  title,
  summary: PROJECT_SUMMARY,
  request_type: 'feedback' as const,
  primary_target: 'Solopreneurs',
  status: 'pending' as const,
  ...(await submittedContent(payload, actors.user(actor) ?? actors.owner, 'feedback')),
})

const read = (key: keyof typeof projects) => (actor: ActorName) =>
  readRow(payload, 'projects', projects[key].id, actors.user(actor))

const attempts = {
  'read published': read('published'),
  'read scheduled visibility': read('scheduledVisibility'),
  'read scheduled feedback': read('scheduledFeedback'),
  'read pending': read('pending'),
  'read approved': read('approved'),
  'read mod_requested': read('modRequested'),
  create: async (actor: ActorName) =>
    payload.create({
      collection: 'projects',
      data: await submission(`Soumis par ${actor}`, actor),
      ...as(actors.user(actor)),
    }),
  'update pending': (actor: ActorName) =>
    payload.update({
      collection: 'projects',
      id: projects.pending.id,
      data: { secondary_target: `Modifié par ${actor}` },
      ...as(actors.user(actor)),
    }),
  'update published': (actor: ActorName) =>
    payload.update({
      collection: 'projects',
      id: projects.published.id,
      data: { secondary_target: `Modifié par ${actor}` },
      ...as(actors.user(actor)),
    }),
  delete: async (actor: ActorName) => {
    const project = await createProject(payload, actors.owner, { status: 'pending' })
    return payload.delete({ collection: 'projects', id: project.id, ...as(actors.user(actor)) })
  },
}

// Marketing is staff, not a member: on projects it sees what a visitor sees (the public site
// shares the session cookie) and changes nothing.
// prettier-ignore
const matrix: Record<keyof typeof attempts, MatrixRow> = {
  //                           visitor      waitlist     inactive     owner        other        marketing    admin
  'read published':           ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
  'read scheduled visibility':['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
  'read scheduled feedback':  ['hidden',    'hidden',    'hidden',    'allowed',   'hidden',    'hidden',    'allowed'],
  'read pending':             ['hidden',    'hidden',    'hidden',    'allowed',   'hidden',    'hidden',    'allowed'],
  'read approved':            ['hidden',    'hidden',    'hidden',    'allowed',   'hidden',    'hidden',    'allowed'],
  'read mod_requested':       ['hidden',    'hidden',    'hidden',    'allowed',   'hidden',    'hidden',    'allowed'],
  create:                     ['forbidden', 'allowed',   'forbidden', 'allowed',   'allowed',   'forbidden', 'allowed'],
  'update pending':           ['forbidden', 'forbidden', 'forbidden', 'allowed',   'forbidden', 'forbidden', 'allowed'],
  // Once moderated, the owner's content stays as moderated: they ask for a modification instead.
  'update published':         ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  delete:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
}

describe('projects: who may do what to the owner’s projects', () => {
  runMatrix(attempts, matrix)

  it.each([
    ['waitlist', 'allowed'],
    ['inactive', 'forbidden'],
  ] as const)('a %s member updating their own project → %s', async (actor, expected) => {
    const project = await createProject(payload, actors[actor], { status: 'pending', submitted: true })
    const attempt = () =>
      payload.update({
        collection: 'projects',
        id: project.id,
        data: { secondary_target: 'Nouvelle cible' },
        ...as(actors[actor]),
      })
    expect(await outcomeOf(attempt)).toBe(expected)
  })
})

describe('projects: the owner is never revealed', () => {
  /** Who gets `owner` and `moderation_notes` back when reading the owner's public project. */
  const seesOwner: Record<ActorName, boolean> = {
    visitor: false,
    waitlist: false,
    inactive: false,
    owner: true,
    other: false,
    marketing: false,
    admin: true,
  }

  beforeAll(async () => {
    await payload.update({
      collection: 'projects',
      id: projects.published.id,
      data: { moderation_notes: 'Merci de préciser la cible.' },
    })
  })

  it.each(ACTOR_NAMES)('%s reading a published project, by id and in a list', async (actor) => {
    const user = actors.user(actor)
    const byId = await payload.findByID({
      collection: 'projects',
      id: projects.published.id,
      depth: 0,
      ...as(user),
    })
    const { docs } = await payload.find({
      collection: 'projects',
      depth: 0,
      pagination: false,
      ...as(user),
    })
    const inList = docs.find((doc) => doc.id === projects.published.id)
    for (const doc of [byId, inList]) {
      expect(doc).toBeDefined()
      if (seesOwner[actor]) {
        expect(doc).toMatchObject({
          owner: actors.owner.id,
          moderation_notes: 'Merci de préciser la cible.',
        })
      } else {
        expect(doc).not.toHaveProperty('owner')
        expect(doc).not.toHaveProperty('moderation_notes')
      }
    }
  })

  it.each(['visitor', 'other'] as const)('%s cannot filter or sort projects by owner', async (actor) => {
    const user = actors.user(actor)
    await expect(
      payload.find({
        collection: 'projects',
        where: { owner: { equals: actors.owner.id } },
        ...as(user),
      }),
    ).rejects.toBeInstanceOf(QueryError)
    await expect(payload.find({ collection: 'projects', sort: 'owner', ...as(user) })).rejects.toThrow()
    expect(await outcomeOf(() => payload.findDistinct({ collection: 'projects', field: 'owner', ...as(user) }))).toBe(
      'forbidden',
    )
  })

  it('the hero image of a public project does not reveal its uploader either', async () => {
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: 'Visuel' },
      file: await pngFile('visuel.png'),
      ...as(actors.owner),
    })
    const project = await createProject(payload, actors.owner, { status: 'published' })
    await payload.update({ collection: 'projects', id: project.id, data: { hero_image: image.id } })

    const seen = await payload.findByID({
      collection: 'projects',
      id: project.id,
      depth: 1,
      ...as(actors.other),
    })
    expect(seen.hero_image).toMatchObject({ id: image.id })
    expect(seen.hero_image).not.toHaveProperty('uploader')
    await expect(
      payload.find({
        collection: 'projects',
        where: { 'hero_image.uploader': { equals: actors.owner.id } },
        ...as(undefined),
      }),
    ).rejects.toBeInstanceOf(QueryError)

    const asOwner = await payload.findByID({
      collection: 'projects',
      id: project.id,
      depth: 1,
      ...as(actors.owner),
    })
    expect(asOwner.hero_image).toMatchObject({ uploader: actors.owner.id })
  })
})

describe('projects: fields members cannot set', () => {
  /** What a member might send to promote or place their project, or to pose as someone else. */
  const moderatedValues = (otherMemberId: number) =>
    ({
      status: 'approved',
      votes_count: 500,
      slug: 'slug-pirate',
      // The label of that Monday's week: the collection derives it from the date whatever is sent.
      exposure_week: '11-17 janvier',
      exposure_week_start: '2027-01-11T00:00:00.000Z',
      moderation_notes: 'Validé par moi-même',
      owner: otherMemberId,
    }) as const

  let member: SignedInMember
  beforeAll(async () => {
    member = await createMember(payload, 'active', 'Porteuse')
  })

  it('on create they are ignored: pending, no votes, slug from the title, owner = the member', async () => {
    const created = await payload.create({
      collection: 'projects',
      data: {
        ...(await submission('Mon vrai projet', 'owner')),
        ...(await submittedContent(payload, member, 'feedback')),
        ...moderatedValues(actors.other.id),
      },
      ...as(member),
    })
    const stored = await payload.findByID({ collection: 'projects', id: created.id, depth: 0 })
    expect(stored).toMatchObject({
      status: 'pending',
      votes_count: 0,
      slug: 'mon-vrai-projet',
      owner: member.id,
    })
    expect(stored.exposure_week ?? null).toBeNull()
    expect(stored.exposure_week_start ?? null).toBeNull()
    expect(stored.moderation_notes ?? null).toBeNull()
  })

  it('on update of their own project they are ignored, the rest is saved', async () => {
    const project = await createProject(payload, member, { status: 'pending', submitted: true })
    const before = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    const { status: _moderatedStatus, ...placement } = moderatedValues(actors.other.id)
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { title: 'Titre corrigé', ...placement },
      ...as(member),
    })
    const after = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(after.title).toBe('Titre corrigé')
    for (const field of Object.keys(moderatedValues(0)) as (keyof ReturnType<typeof moderatedValues>)[]) {
      expect({ field, value: after[field] }).toEqual({ field, value: before[field] })
    }
  })

  it('an owner cannot validate their own project: the status machine refuses it and nothing changes', async () => {
    const project = await createProject(payload, member, { status: 'pending', submitted: true })
    await expect(
      payload.update({
        collection: 'projects',
        id: project.id,
        data: { title: 'Titre validé', status: 'approved' },
        ...as(member),
      }),
    ).rejects.toThrow('Seule l’équipe peut changer le statut de ce projet.')
    const after = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(after).toMatchObject({ status: 'pending', title: project.title })
  })

  it('an admin sets status, exposure week and notes, but never the owner, the slug or the votes', async () => {
    const project = await createProject(payload, member, { status: 'pending' })
    const values = moderatedValues(actors.other.id)
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: values,
      ...as(actors.admin),
    })
    const after = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(after).toMatchObject({
      status: values.status,
      exposure_week: values.exposure_week,
      exposure_week_start: values.exposure_week_start,
      moderation_notes: values.moderation_notes,
      owner: member.id,
      slug: project.slug,
      votes_count: 0,
    })
  })
})
