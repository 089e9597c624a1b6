import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { promisedViews, reachLine } from '@/domain/impactReport'
import { submitProjectReport } from '@/reports/submitProjectReport'

import { createProject, type Actors } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { startTestPayloadWithActors, stopTestPayload } from './helpers/testPayload'

let payload: Payload
let actors: Actors

beforeAll(async () => {
  ;({ payload, actors } = await startTestPayloadWithActors())
})

afterAll(() => stopTestPayload(payload))

const csv = (text: string) => {
  const data = Buffer.from(text)
  return { data, size: data.length }
}

const reportsOf = async (projectId: number) =>
  (await payload.find({ collection: 'project-reports', where: { project: { equals: projectId } }, depth: 0 })).docs

describe('the views the owner reports', () => {
  it('are summed per publication from the CSV’s « vues » column, and shown against the offer’s promise', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const file = csv(
      'platform;url;action_type;vues\n' +
        'linkedin;https://linkedin.com/posts/1;like;8 000\n' +
        // The same publication again: its views are not added twice.
        'linkedin;https://linkedin.com/posts/1;comment;8 000\n' +
        'instagram;https://instagram.com/p/2;share;4400\n' +
        'instagram;https://instagram.com/p/3;share;\n',
    )
    expect(await submitProjectReport(payload, actors.owner, project.id, { text: '', file })).toMatchObject({ ok: true })
    const [report] = await reportsOf(project.id)
    expect(report.reported_views).toBe(12_400)

    const pricing = await payload.findGlobal({ slug: 'pricing' })
    expect(reachLine(report.reported_views ?? null, promisedViews(pricing.claims.items))).toMatch(
      /^12\s400 vues rapportées — promesse : 10\s000 à 20\s000$/,
    )
  })

  it('are optional: a reporting without the column reports none', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const file = csv('url,action_type\nhttps://linkedin.com/posts/9,like\n')
    expect(await submitProjectReport(payload, actors.owner, project.id, { text: 'Voir', file })).toMatchObject({
      ok: true,
    })
    expect((await reportsOf(project.id))[0].reported_views ?? null).toBeNull()
  })

  it('refuse a figure that is not a whole number of at least 0, in French, and store nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    for (const bad of ['-5', 'beaucoup', '12,5']) {
      const file = csv(`url;action_type;vues\nhttps://linkedin.com/posts/1;like;"${bad}"\n`)
      expect(await submitProjectReport(payload, actors.owner, project.id, { text: '', file })).toMatchObject({
        ok: false,
        message: `Impossible d'envoyer le reporting : Ligne 2 : les vues doivent être un nombre entier positif ou nul (« ${bad} »).`,
      })
    }
    expect(await reportsOf(project.id)).toHaveLength(0)
  })

  it('are the server’s: a figure sent through REST is ignored', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const sent = await restRequest(payload, 'POST', '/project-reports', await authorizationOf(payload, actors.owner), {
      project: project.id,
      report_text: 'Tout est allé très bien',
      reported_views: 1_000_000,
    })
    expect(sent.status).toBe(201)
    expect((await reportsOf(project.id))[0].reported_views ?? null).toBeNull()
  })
})
