import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Project } from '@/payload-types'

import { ACTOR_NAMES, createProject, csvFile, pngFile, type Actors } from '../helpers/actors'
import { as, type MatrixRow, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/** Upload collections, with real files. The `owner` column is the member who uploaded the file. */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

// prettier-ignore
const rows = {
  //              visitor      waitlist     inactive     owner        other        marketing    admin
  everyone:     ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
  ownRows:      ['forbidden', 'hidden',    'hidden',    'allowed',   'hidden',    'forbidden', 'allowed'],
  notInactive:  ['forbidden', 'allowed',   'forbidden', 'allowed',   'allowed',   'forbidden', 'allowed'],
  ownerOrAdmin: ['forbidden', 'forbidden', 'forbidden', 'allowed',   'forbidden', 'forbidden', 'allowed'],
  adminOnly:    ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  staff:        ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
} as const satisfies Record<string, MatrixRow>

/** The owner's upload, stored by the server as the upload forms store it. */
const ownersHeroImage = async () =>
  payload.create({
    collection: 'project-hero-images',
    data: { alt: 'Visuel', uploader: actors.owner.id },
    file: await pngFile(),
  })
const ownersAvatar = async () =>
  payload.create({
    collection: 'avatars',
    data: { uploader: actors.owner.id },
    file: await pngFile('avatar.png'),
  })
const ownersReportFile = () =>
  payload.create({
    collection: 'report-files',
    data: { uploader: actors.owner.id },
    file: csvFile(),
  })

/** The owner's upload, used by a project of theirs in `status`. */
const heroImageOfProject = async (status: Project['status']) => {
  const image = await ownersHeroImage()
  const project = await createProject(payload, actors.owner, { status })
  await payload.update({ collection: 'projects', id: project.id, data: { hero_image: image.id } })
  return image
}

describe('project hero images: public with their public project, changed by their uploader', () => {
  let image: { id: number }
  // The uploader changes the image only while the team has not moderated its project (the image
  // of a moderated project is fixed: tests/int/doors/projects.int.test.ts).
  let pendingImage: { id: number }
  beforeAll(async () => {
    image = await heroImageOfProject('published')
    pendingImage = await heroImageOfProject('pending')
  })

  runMatrix(
    {
      read: (actor) => readRow(payload, 'project-hero-images', image.id, actors.user(actor)),
      create: async (actor) =>
        payload.create({
          collection: 'project-hero-images',
          data: { alt: `Visuel de ${actor}` },
          file: await pngFile(),
          ...as(actors.user(actor)),
        }),
      update: (actor) =>
        payload.update({
          collection: 'project-hero-images',
          id: pendingImage.id,
          data: { alt: `Modifié par ${actor}` },
          ...as(actors.user(actor)),
        }),
      delete: async (actor) =>
        payload.delete({
          collection: 'project-hero-images',
          id: (await ownersHeroImage()).id,
          ...as(actors.user(actor)),
        }),
    },
    {
      read: rows.everyone,
      create: rows.notInactive,
      update: rows.ownerOrAdmin,
      delete: rows.ownerOrAdmin,
    },
  )

  it.each(ACTOR_NAMES)('%s sees the uploader only if they are the uploader or an admin', async (actor) => {
    const doc = await payload.findByID({
      collection: 'project-hero-images',
      id: image.id,
      depth: 0,
      ...as(actors.user(actor)),
    })
    if (actor === 'owner' || actor === 'admin') expect(doc.uploader).toBe(actors.owner.id)
    else expect(doc).not.toHaveProperty('uploader')
  })
})

describe('project hero images: private while their project is', () => {
  // prettier-ignore
  const uploaderOrAdmin = ['hidden', 'hidden', 'hidden', 'allowed', 'hidden', 'hidden', 'allowed'] as const satisfies MatrixRow
  const images: Record<string, { id: number }> = {}
  beforeAll(async () => {
    for (const status of ['pending', 'approved', 'mod_requested'] as const)
      images[status] = await heroImageOfProject(status)
    images.unattached = await ownersHeroImage()
  })

  runMatrix(
    {
      pending: (actor) => readRow(payload, 'project-hero-images', images.pending.id, actors.user(actor)),
      approved: (actor) => readRow(payload, 'project-hero-images', images.approved.id, actors.user(actor)),
      mod_requested: (actor) => readRow(payload, 'project-hero-images', images.mod_requested.id, actors.user(actor)),
      unattached: (actor) => readRow(payload, 'project-hero-images', images.unattached.id, actors.user(actor)),
    },
    {
      pending: uploaderOrAdmin,
      approved: uploaderOrAdmin,
      mod_requested: uploaderOrAdmin,
      unattached: uploaderOrAdmin,
    },
  )

  it('never lists, to a member, which projects use an image', async () => {
    const doc = await payload.findByID({
      collection: 'project-hero-images',
      id: images.pending.id,
      ...as(actors.owner),
    })
    expect(doc).not.toHaveProperty('projects')
  })
})

describe('avatars: private to their member', () => {
  let avatar: { id: number }
  beforeAll(async () => {
    avatar = await ownersAvatar()
  })

  runMatrix(
    {
      read: (actor) => readRow(payload, 'avatars', avatar.id, actors.user(actor)),
      create: async (actor) =>
        payload.create({
          collection: 'avatars',
          data: {},
          file: await pngFile('avatar.png'),
          ...as(actors.user(actor)),
        }),
      // Replacing the photo with a new file.
      update: async (actor) =>
        payload.update({
          collection: 'avatars',
          id: avatar.id,
          data: {},
          file: await pngFile(`avatar-${actor}.png`),
          ...as(actors.user(actor)),
        }),
      delete: async (actor) =>
        payload.delete({
          collection: 'avatars',
          id: (await ownersAvatar()).id,
          ...as(actors.user(actor)),
        }),
    },
    {
      read: rows.ownRows,
      create: rows.notInactive,
      update: rows.ownerOrAdmin,
      delete: rows.ownerOrAdmin,
    },
  )
})

describe('report files: private to their member, changed by admins only', () => {
  let file: { id: number }
  beforeAll(async () => {
    file = await ownersReportFile()
  })

  runMatrix(
    {
      read: (actor) => readRow(payload, 'report-files', file.id, actors.user(actor)),
      create: (actor) =>
        payload.create({
          collection: 'report-files',
          data: {},
          file: csvFile(),
          ...as(actors.user(actor)),
        }),
      update: (actor) =>
        payload.update({
          collection: 'report-files',
          id: file.id,
          data: {},
          file: csvFile(`${actor}.csv`),
          ...as(actors.user(actor)),
        }),
      delete: async (actor) =>
        payload.delete({
          collection: 'report-files',
          id: (await ownersReportFile()).id,
          ...as(actors.user(actor)),
        }),
    },
    {
      read: rows.ownRows,
      create: rows.notInactive,
      update: rows.adminOnly,
      delete: rows.adminOnly,
    },
  )
})

describe('uploads always belong to the member who sends them', () => {
  it.each(['project-hero-images', 'avatars'] as const)('%s: `uploader` is the signed-in member', async (collection) => {
    const created = await payload.create({
      collection,
      data: { uploader: actors.owner.id },
      file: await pngFile(),
      depth: 0,
      ...as(actors.other),
    })
    expect(created.uploader).toBe(actors.other.id)
  })

  it('report-files: `uploader` is the signed-in member', async () => {
    const created = await payload.create({
      collection: 'report-files',
      data: { uploader: actors.owner.id },
      file: csvFile(),
      depth: 0,
      ...as(actors.other),
    })
    expect(created.uploader).toBe(actors.other.id)
  })
})

describe('media: public, managed by the marketing team and the admins', () => {
  const storedMedia = async () =>
    payload.create({
      collection: 'media',
      data: { alt: 'Bannière' },
      file: await pngFile('banniere.png'),
    })
  let media: { id: number }
  beforeAll(async () => {
    media = await storedMedia()
  })

  runMatrix(
    {
      read: (actor) => readRow(payload, 'media', media.id, actors.user(actor)),
      create: async (actor) =>
        payload.create({
          collection: 'media',
          data: { alt: `Image de ${actor}` },
          file: await pngFile('image.png'),
          ...as(actors.user(actor)),
        }),
      update: (actor) =>
        payload.update({
          collection: 'media',
          id: media.id,
          data: { alt: `Modifié par ${actor}` },
          ...as(actors.user(actor)),
        }),
      delete: async (actor) =>
        payload.delete({
          collection: 'media',
          id: (await storedMedia()).id,
          ...as(actors.user(actor)),
        }),
    },
    { read: rows.everyone, create: rows.staff, update: rows.staff, delete: rows.staff },
  )
})
