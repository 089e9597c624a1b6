import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, stopTestPayload } from './helpers/testPayload'

let payload: Payload
let ownerId: number

const projectData = (title: string) => ({
  title,
  summary: 'Un résumé de projet suffisamment long pour passer la validation.',
  request_type: 'feedback' as const,
  primary_target: 'Solopreneurs',
  status: 'pending' as const,
})

beforeAll(async () => {
  payload = await startTestPayload()
  const owner = await payload.create({
    collection: 'members',
    data: {
      email: 'porteur@exemple.fr',
      password: 'motdepasse1',
      first_name: 'Pia',
      last_name: 'Porteur',
      status: 'active',
      application_status: 'accepted',
      linkedin_count: 0,
      instagram_count: 0,
      facebook_count: 0,
      invites_quota: 5,
    },
    draft: false,
  })
  ownerId = owner.id
})

afterAll(() => stopTestPayload(payload))

describe('project slugs', () => {
  it('makes the slug from the title on the server and resolves collisions', async () => {
    const first = await payload.create({
      collection: 'projects',
      data: { ...projectData('Café & Co — bêta'), owner: ownerId },
      draft: false,
    })
    const second = await payload.create({
      collection: 'projects',
      data: { ...projectData('Café & Co — bêta'), owner: ownerId },
      draft: false,
    })
    const third = await payload.create({
      collection: 'projects',
      data: { ...projectData('CAFÉ & CO: BÊTA'), owner: ownerId },
      draft: false,
    })
    expect([first.slug, second.slug, third.slug]).toEqual([
      'cafe-co-beta',
      'cafe-co-beta-2',
      'cafe-co-beta-3',
    ])
  })

  it('keeps the slug when the title changes, so shared links keep working', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { ...projectData('Nom provisoire'), owner: ownerId },
      draft: false,
    })
    const renamed = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { title: 'Nom définitif' },
    })
    expect(renamed.slug).toBe('nom-provisoire')
  })

  it('ignores a slug sent by the client', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { ...projectData('Mon projet'), owner: ownerId, slug: 'pirate' },
      draft: false,
      overrideAccess: false,
      user: { ...(await payload.findByID({ collection: 'members', id: ownerId })), collection: 'members' },
    })
    expect(project.slug).toBe('mon-projet')
  })
})
