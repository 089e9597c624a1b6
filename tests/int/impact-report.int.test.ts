import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { ACTION_TYPES, type ActionType } from '@/domain/declaredActions/declaredActions'
import { impactReportPath } from '@/domain/reports/impactReport'
import { parisWeekMonday } from '@/domain/weeks'
import type { Member, Project } from '@/payload-types'
import { findReportProject, impactReportOf } from '@/reports/impactReport'
import { processLatestProjectReport } from '@/reports/processProjectReport'
import { submitProjectReport } from '@/reports/submitProjectReport'

import { createMember, createProject, type Actors, type SignedInMember } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { as } from './helpers/matrix'
import { authorizationOf, restRequest } from './helpers/rest'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let smtp: TestSmtpServer
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

/**
 * A visibility campaign of `owner` scheduled for the Paris week `weeks` from this one, with the
 * posts its owner asked to support. Weeks far in the past keep this file's campaigns apart: the
 * comparison counts every campaign whose week came before.
 */
async function campaign(
  owner: { id: number },
  weeks: number,
  options: { posts?: Project['posts_to_support']; request_type?: Project['request_type'] } = {},
) {
  const project = await createProject(payload, owner, {
    status: options.request_type === 'feedback' ? 'published' : 'scheduled',
    request_type: options.request_type,
  })
  return payload.update({
    collection: 'projects',
    id: project.id,
    data: {
      exposure_week_start: parisWeekMonday(new Date(), weeks).toISOString(),
      ...(options.posts ? { posts_to_support: options.posts } : {}),
    },
    depth: 0,
  })
}

/** A member's declaration, as the member would send it (pending). */
async function declare(member: SignedInMember, project: Project, actionType: ActionType, url: string) {
  return payload.create({
    collection: 'declared-actions',
    data: { member: member.id, project: project.id, action_type: actionType, url, status: 'pending' },
    depth: 0,
    ...as(member),
  })
}

/** An admin's decision on a declaration: validated (which credits its points) or rejected. */
async function decide(id: number, status: 'validated_manual' | 'rejected') {
  return payload.update({
    collection: 'declared-actions',
    id,
    data: { status, ...(status === 'rejected' ? { validation_notes: 'Lien introuvable' } : {}) },
    depth: 0,
    ...as(actors.admin),
  })
}

/** Moves a declaration's date, to place it on a given Paris day. */
async function declaredAt(id: number, at: string) {
  const db = await drizzleFor(payload)
  await db.execute(sql`update declared_actions set created_at = ${at} where id = ${id}`)
}

const pointsOf = async (ids: number[]) =>
  (
    await payload.find({
      collection: 'points-ledger',
      where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { in: ids.map(String) } }] },
      pagination: false,
      depth: 0,
    })
  ).docs.reduce((sum, credit) => sum + credit.points, 0)

const activeMembers = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createMember(payload, 'active', 'Soutien')))

const reportOf = async (projectId: number) => {
  const project = await findReportProject(payload, { projectId, user: actors.admin })
  if (!project) throw new Error(`Pas de rapport pour le projet ${projectId}`)
  return impactReportOf(payload, project)
}

const notificationsOf = async (member: Member) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ member: { equals: member.id } }, { kind: { equals: 'impact_report_final' } }] },
      depth: 0,
    })
  ).docs

/** Delivers every queued e-mail (a run takes ten jobs by default; earlier validations queued theirs). */
const runAllJobs = () => payload.jobs.run({ limit: 1000 })

/** The impact report's e-mail to `member` (the campaign's scheduling e-mailed them too). */
const reportMailTo =
  (member: Member) =>
  (message: ParsedMail): boolean =>
    message.subject?.startsWith('Ton rapport d’impact est prêt') === true &&
    JSON.stringify(message.to ?? '').includes(member.email)

const POST_URL = 'https://www.linkedin.com/feed/update/urn:li:activity:9001'

describe('the figures of the impact report', () => {
  it('counts the validated actions, their members and their ledger points, by type, day and post', async () => {
    const [ana, ben, chloe, dan] = await activeMembers(4)
    const project = await campaign(actors.owner, -10, {
      posts: [
        { url: POST_URL, network: 'linkedin' },
        { url: 'https://www.instagram.com/p/tryb-9002', network: 'instagram' },
      ],
    })
    const like = await declare(ana, project, 'like', 'http://linkedin.com/feed/update/urn:li:activity:9001/')
    const comment = await declare(ana, project, 'comment', `${POST_URL}?commentUrn=urn:li:comment:1`)
    const share = await declare(ben, project, 'share', 'https://www.facebook.com/ben/posts/1')
    const pending = await declare(chloe, project, 'post', POST_URL)
    const rejected = await declare(dan, project, 'like', POST_URL)
    for (const id of [like.id, comment.id, share.id]) await decide(id, 'validated_manual')
    await decide(rejected.id, 'rejected')
    // Another credit of the same member (an adjustment) is not the campaign's.
    await payload.create({
      collection: 'points-ledger',
      data: { member: ana.id, points: 50, reason: 'adjustment', source_type: 'admin-adjustment', notes: 'Geste' },
    })
    const monday = parisWeekMonday(new Date(), -10)
    const day = (offset: number, time: string) =>
      new Date(`${new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)}T${time}Z`).toISOString()
    // Sunday 23:30 UTC before the week: already its Monday in Paris (UTC+1 or +2).
    await declaredAt(like.id, day(-1, '23:30:00'))
    await declaredAt(comment.id, day(2, '10:00:00'))
    // Sunday of the week at 22:30 UTC: Monday after the week in Paris.
    await declaredAt(share.id, day(6, '22:30:00'))

    const report = await reportOf(project.id)
    expect(report.final).toBe(false)
    expect(report.totals).toEqual({
      actions: 3,
      contributors: 2,
      points: await pointsOf([like.id, comment.id, share.id]),
    })
    expect(report.totals.points).toBeGreaterThan(0)
    expect(Object.fromEntries(report.byType.map(({ type, count }) => [type, count]))).toEqual({
      ...Object.fromEntries(ACTION_TYPES.map((type) => [type, 0])),
      like: 1,
      comment: 1,
      share: 1,
    })
    expect(report.byDay.map((bucket) => [bucket.key, bucket.total])).toEqual([
      ...Array.from({ length: 7 }, (_, offset) => [
        new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10),
        offset === 0 || offset === 2 ? 1 : 0,
      ]),
      ['after', 1],
    ])
    expect(report.posts.map(({ url, actions }) => [url, actions])).toEqual([
      [POST_URL, 2],
      ['https://www.instagram.com/p/tryb-9002', 0],
    ])
    // The pending and the rejected declarations count nowhere.
    expect([
      pending.status,
      (await payload.findByID({ collection: 'declared-actions', id: rejected.id })).status,
    ]).toEqual(['pending', 'rejected'])
  })

  it('compares with the mean of the campaigns whose week came before, in one statement', async () => {
    const [ana, ben, chloe] = await activeMembers(3)
    // Two earlier campaigns (one with nothing validated), a later one and a feedback project.
    const first = await campaign(actors.other, -22)
    const second = await campaign(actors.other, -21)
    const later = await campaign(actors.other, -19)
    const feedback = await campaign(actors.other, -23, { request_type: 'feedback' })
    const project = await campaign(actors.owner, -20)
    const counted = [
      await declare(ana, first, 'post', 'https://exemple.fr/a'),
      await declare(ben, first, 'like', 'https://exemple.fr/b'),
      await declare(ben, first, 'share', 'https://exemple.fr/c'),
    ]
    const ignored = [
      await declare(ana, later, 'post', 'https://exemple.fr/d'),
      await declare(ana, feedback, 'comment', 'https://exemple.fr/e'),
      await declare(chloe, project, 'like', 'https://exemple.fr/f'),
    ]
    for (const action of [...counted, ...ignored]) await decide(action.id, 'validated_manual')
    await declare(chloe, second, 'like', 'https://exemple.fr/g')

    const reportProject = await findReportProject(payload, { projectId: project.id, user: actors.owner })
    // Three statements (actions, processing, the previous campaigns), however many campaigns came before.
    const { result: report, queries } = await countQueries(payload, () => impactReportOf(payload, reportProject!))
    expect(queries).toHaveLength(3)
    const firstPoints = await pointsOf(counted.map((action) => action.id))
    const points = await pointsOf([ignored[2].id])
    expect(report.comparison).toEqual({
      campaigns: 2,
      figures: {
        actions: { value: 1, average: 1.5, percent: -33 },
        contributors: { value: 1, average: 1, percent: 0 },
        points: {
          value: points,
          average: Math.round((firstPoints / 2) * 10) / 10,
          percent: Math.round(((points - firstPoints / 2) / (firstPoints / 2)) * 100),
        },
      },
    })
    // The first campaign of all has nothing to compare with.
    const earliest = await campaign(actors.other, -40)
    expect((await reportOf(earliest.id)).comparison).toBeNull()
  })
})

describe('who reads it', () => {
  it('is its owner’s and the admins’: other members, staff without the admin role and visitors find nothing', async () => {
    const project = await campaign(actors.owner, -1)
    const read = (user: Parameters<typeof findReportProject>[1]['user']) =>
      findReportProject(payload, { projectId: project.id, user })
    expect(await read(actors.owner)).toMatchObject({ id: project.id, title: project.title })
    expect(await read(actors.admin)).toMatchObject({ id: project.id })
    for (const name of ['other', 'waitlist', 'inactive', 'marketing', 'visitor'] as const) {
      expect(await read(actors.user(name) ?? null), name).toBeNull()
    }
    // Ids of staff and members overlap: the marketing account has the id of the owner of this one.
    const othersCampaign = await campaign(actors.other, -1)
    expect(actors.marketing.id).toBe(actors.other.id)
    expect(await findReportProject(payload, { projectId: othersCampaign.id, user: actors.marketing })).toBeNull()
    expect(await findReportProject(payload, { projectId: othersCampaign.id, user: actors.other })).not.toBeNull()
  })

  it('exists only for a visibility campaign whose week has started', async () => {
    const upcoming = await campaign(actors.owner, 1)
    const feedback = await campaign(actors.owner, -1, { request_type: 'feedback' })
    const approved = await createProject(payload, actors.owner, { status: 'approved' })
    for (const projectId of [upcoming.id, feedback.id, approved.id, 987654]) {
      expect(await findReportProject(payload, { projectId, user: actors.owner })).toBeNull()
      expect(await findReportProject(payload, { projectId, user: actors.admin })).toBeNull()
    }
    // Its week's Monday, Paris time, is the first day.
    expect(
      await findReportProject(payload, {
        projectId: upcoming.id,
        user: actors.owner,
        now: parisWeekMonday(new Date(), 1),
      }),
    ).not.toBeNull()
  })
})

describe('final once the reporting is processed', () => {
  /** A campaign of a fresh owner, one pending action the report names, the report sent. */
  async function reportedCampaign(preferences: Partial<Member['email_preferences']> = {}) {
    const owner = await createMember(payload, 'active', 'Porteuse', {
      email_preferences: { declarations: true, projects: true, referrals: true, semester: true, ...preferences },
    })
    const [supporter] = await activeMembers(1)
    const project = await campaign(owner, -1, { posts: [{ url: POST_URL, network: 'linkedin' }] })
    const action = await declare(supporter, project, 'share', POST_URL)
    expect(
      await submitProjectReport(payload, owner, project.id, { text: `Partagé : ${POST_URL}`, file: null }),
    ).toEqual({
      ok: true,
      message: 'Reporting envoyé',
    })
    return { owner, project, action }
  }

  const process = (projectId: number) => processLatestProjectReport(payload, { projectId, user: actors.admin })

  it('turns final, and its owner is told once, under the bell and by one e-mail, however many runs', async () => {
    const { owner, project, action } = await reportedCampaign()
    const before = await reportOf(project.id)
    expect(before).toMatchObject({ final: false, processedAt: null, totals: { actions: 0 } })
    expect(await notificationsOf(owner)).toHaveLength(0)

    expect(await process(project.id)).toMatchObject({ ok: true, validatedActions: 1 })
    const after = await reportOf(project.id)
    expect(after.final).toBe(true)
    expect(after.processedAt).not.toBeNull()
    expect(after.totals).toEqual({ actions: 1, contributors: 1, points: await pointsOf([action.id]) })
    expect(after.posts[0].actions).toBe(1)

    const [notice] = await notificationsOf(owner)
    expect(notice).toMatchObject({
      kind: 'impact_report_final',
      title: `Ton rapport d’impact est prêt : « ${project.title} »`,
      link: impactReportPath(project.id),
    })
    expect(notice.body).toContain('1 action validée, 1 contributeur')

    // Processed again (another admin, a second click): nothing more.
    expect(await process(project.id)).toMatchObject({ ok: true, validatedActions: 0 })
    expect(await notificationsOf(owner)).toHaveLength(1)

    await runAllJobs()
    const mail = await smtp.waitFor(reportMailTo(owner))
    expect(mail.subject).toBe(`Ton rapport d’impact est prêt : « ${project.title} »`)
    expect(mail.text).toContain(impactReportPath(project.id))
    expect(mail.text).toContain('1 action validée, 1 contributeur')
    expect(mail.html).toContain(impactReportPath(project.id))
    // "Mes projets" e-mails can be turned off: the footer says where.
    expect(mail.text).toContain('/profile#preferences-email')
    await runAllJobs()
    expect(smtp.messages.filter(reportMailTo(owner))).toHaveLength(1)
  })

  it('says "Rapport final", and tells its owner, only after the last batch of the run', async () => {
    const owner = await createMember(payload, 'active', 'Porteuse')
    const supporters = await activeMembers(3)
    const project = await campaign(owner, -1, { posts: [{ url: POST_URL, network: 'linkedin' }] })
    const urls = supporters.map((_, index) => `${POST_URL}${index}`)
    await Promise.all(supporters.map((member, index) => declare(member, project, 'share', urls[index])))
    await submitProjectReport(payload, owner, project.id, { text: urls.join('\n'), file: null })

    let resume = null
    const seen: { remaining: number; final: boolean; notices: number }[] = []
    do {
      const batch = await processLatestProjectReport(payload, {
        projectId: project.id,
        user: actors.admin,
        batchSize: 1,
        resume,
      })
      if (!batch.ok) throw new Error('batch refused')
      seen.push({
        remaining: batch.remaining,
        final: (await reportOf(project.id)).final,
        notices: (await notificationsOf(owner)).length,
      })
      resume = batch.resume
    } while (resume && seen.length < 10)
    expect(seen).toEqual([
      { remaining: 2, final: false, notices: 0 },
      { remaining: 1, final: false, notices: 0 },
      { remaining: 0, final: true, notices: 1 },
    ])
  })

  it('tells its owner once when several runs finish at the same time', async () => {
    const { owner, project } = await reportedCampaign()
    const queuedMails = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'sendEmail' } },
          pagination: false,
          limit: 0,
        })
      ).docs.filter((job) => (job.input as { to?: string }).to === owner.email)
    const before = (await queuedMails()).length
    // Five admins' clicks at once, each its own transaction, all finishing the run.
    const runs = await Promise.all(Array.from({ length: 5 }, () => process(project.id)))
    expect(runs.every((run) => run.ok)).toBe(true)
    expect((await reportOf(project.id)).final).toBe(true)
    expect(await notificationsOf(owner)).toHaveLength(1)
    expect((await queuedMails()).length - before).toBe(1)
  })

  it('tells an owner who turned "Mes projets" e-mails off under the bell only', async () => {
    const quiet = await reportedCampaign({ projects: false })
    const loud = await reportedCampaign()
    await process(quiet.project.id)
    await process(loud.project.id)
    expect(await notificationsOf(quiet.owner)).toHaveLength(1)
    expect(await notificationsOf(loud.owner)).toHaveLength(1)

    // Both e-mails would go in the same run: the one wanted arrives, the other was never queued.
    await runAllJobs()
    await smtp.waitFor(reportMailTo(loud.owner))
    expect(smtp.messages.filter(reportMailTo(quiet.owner))).toHaveLength(0)
  })

  it('stays provisional, and tells nobody, while the reporting is not processed', async () => {
    const { owner, project } = await reportedCampaign()
    // A processing refused (marketing staff may not process): nothing processed, no notice.
    expect(await processLatestProjectReport(payload, { projectId: project.id, user: actors.marketing })).toEqual({
      ok: false,
      reason: 'forbidden',
    })
    expect((await reportOf(project.id)).final).toBe(false)
    expect(await notificationsOf(owner)).toHaveLength(0)
  })
})

describe('a reporting an admin marks processed by hand, in the generic edit view', () => {
  it('makes the report final and tells the owner, once, as "Traiter reporting" does', async () => {
    const owner = await createMember(payload, 'active', 'Porteuse')
    const project = await campaign(owner, -1)
    expect(await submitProjectReport(payload, owner, project.id, { text: 'Rien à traiter', file: null })).toMatchObject(
      { ok: true },
    )
    const { docs } = await payload.find({ collection: 'project-reports', where: { project: { equals: project.id } } })
    const admin = await authorizationOf(payload, actors.admin)
    for (const at of ['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z']) {
      const saved = await restRequest(payload, 'PATCH', `/project-reports/${docs[0].id}`, admin, { processed_at: at })
      expect(saved.status).toBe(200)
    }
    expect((await reportOf(project.id)).final).toBe(true)
    expect((await notificationsOf(owner)).map((notice) => notice.kind)).toEqual(['impact_report_final'])
  })
})
