import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { promisedViews, reachLine } from '@/domain/reports/impactReport'
import { UNDER_PROMISE_RECENT_DAYS } from '@/domain/reports/reach'
import { submitProjectReport } from '@/reports/submitProjectReport'
import { campaignsUnderPromise } from '@/reports/underPromise'

import { createProject, type Actors } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

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

describe('the views typed in the Monday form', () => {
  it('are summed with the CSV’s, each publication once, through the same check', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const file = csv('url;action_type;vues\nhttps://linkedin.com/posts/1;like;8000\n')
    const views = 'https://linkedin.com/posts/1 ; 9 000\n\nhttps://instagram.com/p/2 3 400 vues\n'
    expect(
      await submitProjectReport(payload, actors.owner, project.id, { text: 'Semaine faite', file, views }),
    ).toMatchObject({ ok: true })
    const [report] = await reportsOf(project.id)
    // The post in both: its largest figure once (9 000), plus the other (3 400).
    expect(report).toMatchObject({ reported_views: 12_400, report_views: views.trim() })
  })

  it('alone make a reporting', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const views = 'https://linkedin.com/posts/5;15000'
    expect(await submitProjectReport(payload, actors.owner, project.id, { text: '', file: null, views })).toMatchObject(
      {
        ok: true,
      },
    )
    expect((await reportsOf(project.id))[0].reported_views).toBe(15_000)
  })

  it('refuse a bad figure or a line without one, in French, pointing at the field; REST the same; nothing stored', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const refusals = [
      [
        'https://linkedin.com/posts/1 ; -5',
        'Vues, ligne 1 : les vues doivent être un nombre entier positif ou nul (« -5 »).',
      ],
      [
        'Voir\nhttps://linkedin.com/posts/1',
        'Vues, ligne 1 : indique le lien de la publication puis ses vues (ex. https://… ; 12 000).',
      ],
    ]
    for (const [views, reason] of refusals) {
      expect(
        await submitProjectReport(payload, actors.owner, project.id, { text: 'Bilan', file: null, views }),
      ).toEqual({
        ok: false,
        message: `Impossible d'envoyer le reporting : ${reason}`,
        field: 'views',
      })
      const sent = await restRequest(
        payload,
        'POST',
        '/project-reports',
        await authorizationOf(payload, actors.owner),
        {
          project: project.id,
          report_text: 'Bilan',
          report_views: views,
        },
      )
      expect(sent.status).toBe(400)
      expect(sent.body).toMatchObject({ errors: [{ message: reason }] })
    }
    expect(await reportsOf(project.id)).toHaveLength(0)
  })
})

describe('the admins see the campaigns under the promise', () => {
  it('lists those whose latest figure is below the promise, newest first, for admins only, in two statements', async () => {
    const under = await createProject(payload, actors.owner, { status: 'scheduled', title: 'Sous la barre' })
    const above = await createProject(payload, actors.owner, { status: 'scheduled', title: 'Au-dessus' })
    const caughtUp = await createProject(payload, actors.owner, { status: 'scheduled', title: 'Rattrapée' })
    const report = (projectId: number, views: string) =>
      submitProjectReport(payload, actors.owner, projectId, { text: '', file: null, views })
    await report(under.id, 'https://linkedin.com/posts/u 4000')
    await report(above.id, 'https://linkedin.com/posts/a 12000')
    await report(caughtUp.id, 'https://linkedin.com/posts/c 3000')
    await report(caughtUp.id, 'https://linkedin.com/posts/c 16000')

    const { result, queries } = await countQueries(payload, () => campaignsUnderPromise(payload, actors.admin))
    const ids = result.campaigns.map((campaign) => campaign.projectId)
    expect(ids).toContain(under.id)
    expect(ids).not.toContain(above.id)
    expect(ids).not.toContain(caughtUp.id)
    expect(result.campaigns.find((campaign) => campaign.projectId === under.id)).toMatchObject({
      title: 'Sous la barre',
      views: 4000,
    })
    expect(result.total).toBeGreaterThanOrEqual(1)
    expect(queries.filter((query) => /^\s*(select|with)\b/i.test(query))).toHaveLength(2)

    expect(await campaignsUnderPromise(payload, actors.marketing as never)).toMatchObject({ campaigns: [], total: 0 })
    // Reported long ago: no longer to act on.
    const later = new Date(Date.now() + (UNDER_PROMISE_RECENT_DAYS + 1) * 86_400_000)
    const old = await campaignsUnderPromise(payload, actors.admin, later)
    expect(old.campaigns.map((campaign) => campaign.projectId)).not.toContain(under.id)
  })
})
