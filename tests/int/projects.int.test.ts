import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_WITH_HISTORY } from '../../collections/Projects/hooks/keepHistoryOnDelete'

import { createMember, submittedContent } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let ownerId: number

const projectData = (title: string) => ({
  title,
  summary: 'Un résumé de projet suffisamment long pour passer la validation.',
  request_type: 'feedback' as const,
  primary_target: 'Solopreneurs',
  status: 'pending' as const,
})

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  ownerId = (await createMember(payload, 'active', 'Pia')).id
})

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
    expect([first.slug, second.slug, third.slug]).toEqual(['cafe-co-beta', 'cafe-co-beta-2', 'cafe-co-beta-3'])
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
      // A complete submission: the member's project obeys the form's rules.
      data: {
        ...projectData('Mon projet'),
        ...(await submittedContent(payload, { id: ownerId }, 'feedback')),
        owner: ownerId,
        slug: 'pirate',
      },
      draft: false,
      overrideAccess: false,
      user: { ...(await payload.findByID({ collection: 'members', id: ownerId })), collection: 'members' },
    })
    expect(project.slug).toBe('mon-projet')
  })
})

describe('deleting a project', () => {
  it('takes its votes with it', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { ...projectData('Projet à retirer'), status: 'published', owner: ownerId },
      draft: false,
    })
    const member = await createMember(payload, 'active', 'Val')
    await payload.create({ collection: 'votes', data: { member: member.id, project: project.id } })

    await payload.delete({ collection: 'projects', id: project.id })

    const { totalDocs } = await payload.count({
      collection: 'votes',
      where: { project: { equals: project.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('is refused in French while declared actions keep its history, and changes nothing', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { ...projectData('Projet soutenu'), status: 'published', owner: ownerId },
      draft: false,
    })
    const member = await createMember(payload, 'active', 'Vic')
    await payload.create({ collection: 'votes', data: { member: member.id, project: project.id } })
    await payload.create({
      collection: 'declared-actions',
      data: { member: member.id, project: project.id, action_type: 'like', url: 'https://x.fr/p/1', status: 'pending' },
    })

    await expect(payload.delete({ collection: 'projects', id: project.id })).rejects.toThrow(PROJECT_WITH_HISTORY)
    const kept = await payload.findByID({ collection: 'projects', id: project.id })
    expect(kept.votes_count).toBe(1)
  })
})
