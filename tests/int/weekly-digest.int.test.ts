import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { digestUnsubscribeUrl } from '@/digest/unsubscribe'
import { runWeeklyDigest } from '@/digest/runWeeklyDigest'
import { creditPoints } from '@/points/creditPoints'
import { saveEmailPreferences } from '@/profile/emailPreferences'

import { createMember, createProject, type SignedInMember } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let smtp: TestSmtpServer

/** Monday 23 November 2026, 08:05 in Paris (07:05 UTC, winter time). */
const MONDAY = new Date('2026-11-23T07:05:00Z')
/** The Monday after, 08:40 in Paris. */
const NEXT_MONDAY = new Date('2026-11-30T07:40:00Z')

let alice: SignedInMember
let bob: SignedInMember
let waitlist: SignedInMember
let inactive: SignedInMember
let active: SignedInMember[]

const route = () => import('@/app/api/weekly-digest/unsubscribe/route')

setUpTestPayload({ smtp: true }, (started) => ({ payload, smtp } = started))

beforeAll(async () => {
  // Activated on 1 October: 14 weeks of the semester's 26, so 42 points of 78 (pro rata).
  alice = await createMember(payload, 'active', 'Alice', { activated_at: '2026-10-01T09:00:00.000Z' })
  bob = await createMember(payload, 'active', 'Bob', { activated_at: '2025-01-10T09:00:00.000Z', email_digest: false })
  waitlist = await createMember(payload, 'waitlist', 'Wendy')
  inactive = await createMember(payload, 'inactive', 'Ivan')
  const owner = await createMember(payload, 'active', 'Olivia', { activated_at: '2025-01-10T09:00:00.000Z' })
  active = [alice, bob, owner]

  // This week's campaign, with two posts to support, and one of another week.
  const campaign = await createProject(payload, owner, { title: 'Studio Léa', status: 'scheduled' })
  await payload.update({
    collection: 'projects',
    id: campaign.id,
    data: {
      exposure_week_start: '2026-11-23T00:00:00.000Z',
      posts_to_support: [
        { url: 'https://www.linkedin.com/feed/update/urn:li:activity:1', network: 'linkedin' },
        { url: 'https://www.instagram.com/p/studio-lea', network: 'instagram' },
      ],
    },
  })
  const later = await createProject(payload, owner, { title: 'Campagne plus tard', status: 'scheduled' })
  await payload.update({
    collection: 'projects',
    id: later.id,
    data: { exposure_week_start: '2026-12-14T00:00:00.000Z' },
  })

  // A feedback project published since last Monday, and one published long before.
  const fresh = await createProject(payload, owner, { title: 'Bilan carbone', request_type: 'feedback' })
  const old = await createProject(payload, owner, { title: 'Vieille idée', request_type: 'feedback' })
  const published = (project: { id: number }, at: string) =>
    payload.db.create({
      collection: 'audit-log',
      data: {
        action: 'project.published',
        target_collection: 'projects',
        target_id: String(project.id),
        from: 'pending',
        to: 'published',
        createdAt: at,
      },
    })
  await published(fresh, '2026-11-18T10:00:00.000Z')
  await published(old, '2026-10-01T10:00:00.000Z')

  // Alice: 12 points, and a comment waiting to be checked.
  await creditPoints(payload, {
    memberId: alice.id,
    points: 12,
    reason: 'adjustment',
    sourceType: 'admin-adjustment',
    sourceId: 'digest-alice',
  })
  await payload.db.create({
    collection: 'declared-actions',
    data: {
      member: alice.id,
      project: campaign.id,
      action_type: 'comment',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:1?commentUrn=9',
      status: 'pending',
    },
  })
})

const deliver = () => payload.jobs.run({ limit: 100 })

const mailTo = (member: { email: string }) =>
  smtp.messages.filter(
    (message) => message.to && 'value' in message.to && message.to.value[0]?.address === member.email,
  )

const digestsTo = (member: { email: string }) =>
  mailTo(member).filter((message) => message.subject?.startsWith('Cette semaine dans la Tryb'))

async function weekNotices(member: { id: number }, week: string) {
  const { docs } = await payload.find({
    collection: 'notifications',
    where: { and: [{ member: { equals: member.id } }, { kind: { equals: 'week_projects' } }] },
    pagination: false,
    depth: 0,
    select: { dedupe_key: true, title: true, body: true, link: true },
  })
  return docs.filter((notice) => notice.dedupe_key?.includes(`:${week}:`))
}

const header = (message: ParsedMail, name: string) =>
  message.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '')

const memberNow = (member: { id: number }) =>
  payload.findByID({ collection: 'members', id: member.id, depth: 0, overrideAccess: true })

const activeCount = async () =>
  (await payload.count({ collection: 'members', where: { status: { equals: 'active' } } })).totalDocs

/**
 * The Monday 08:05 run, then the same run again at 08:50, and the e-mails delivered: done once,
 * by whichever test needs it first, so that each test stands alone and any order works.
 */
let monday: Promise<{ first: { notified: number }; again: { notified: number }; active: number }> | undefined
const mondayRun = () =>
  (monday ??= (async () => {
    const active = await activeCount()
    const first = await runWeeklyDigest(payload, MONDAY)
    const again = await runWeeklyDigest(payload, new Date('2026-11-23T07:50:00Z'))
    await deliver()
    await smtp.waitFor((message) => digestsTo(alice).includes(message))
    return { first, again, active }
  })())

const mondayDigestTo = (member: { email: string }) =>
  digestsTo(member).filter((message) => message.subject === 'Cette semaine dans la Tryb — semaine du 23-29 novembre')

describe('the weekly digest', () => {
  it('does nothing before Monday 08:00 in Paris, nor on another day', async () => {
    const weekNotifications = async () =>
      (await payload.count({ collection: 'notifications', where: { kind: { equals: 'week_projects' } } })).totalDocs
    const before = await weekNotifications()
    for (const at of [
      '2026-11-23T06:59:00Z', // Monday 07:59 in Paris
      '2026-11-22T07:30:00Z', // Sunday 08:30
      '2026-11-24T07:30:00Z', // Tuesday 08:30
    ]) {
      expect(await runWeeklyDigest(payload, new Date(at)), at).toEqual({ notified: 0 })
    }
    expect(await weekNotifications()).toBe(before)
  })

  it('tells each active member once per week, even when the job runs again; none to the others', async () => {
    const run = await mondayRun()
    expect(run.first).toEqual({ notified: run.active })
    expect(run.again).toEqual({ notified: 0 })

    for (const member of active) expect(await weekNotices(member, '2026-11-23'), member.first_name).toHaveLength(1)
    for (const member of [waitlist, inactive]) expect(await weekNotices(member, '2026-11-23')).toHaveLength(0)
    expect(mondayDigestTo(alice)).toHaveLength(1)
    expect(mailTo(waitlist)).toHaveLength(0)
    expect(mailTo(inactive)).toHaveLength(0)

    const [notice] = await weekNotices(alice, '2026-11-23')
    expect(notice).toMatchObject({
      dedupe_key: `week_projects:2026-11-23:${alice.id}`,
      title: 'Cette semaine dans la Tryb : 1 projet à amplifier',
      body: 'À amplifier : Studio Léa. 12 points sur 42 (ton seuil au prorata) · 39 jours restants · 1 déclaration en attente.',
      link: '/dashboard',
    })
  })

  it('writes the notification of a member who turned the digest off, and sends no e-mail', async () => {
    await mondayRun()
    expect(await weekNotices(bob, '2026-11-23')).toHaveLength(1)
    expect(mailTo(bob)).toHaveLength(0)
  })

  it('sends the week’s projects with their posts, the new feedback projects, the standing and the pending', async () => {
    await mondayRun()
    const [mail] = mondayDigestTo(alice)
    expect(mail.subject).toBe('Cette semaine dans la Tryb — semaine du 23-29 novembre')
    const text = mail.text ?? ''
    expect(text).toContain('Studio Léa : http')
    expect(text).toContain('LinkedIn · Post : https://www.linkedin.com/feed/update/urn:li:activity:1')
    expect(text).toContain('Instagram · Post : https://www.instagram.com/p/studio-lea')
    expect(text).not.toContain('Campagne plus tard')
    // With how many feedbacks it has.
    expect(text).toContain('- Bilan carbone — Aucun retour : http')
    expect(text).not.toContain('Vieille idée')
    expect(text).toContain(
      'Tu as 12 points sur les 42 nécessaires. Il t’en manque 30 pour atteindre ton seuil au prorata.',
    )
    expect(text).toContain('il te faut 42 points au lieu de 78')
    expect(text).toContain('- Commentaire sur « Studio Léa »')
    expect(text).toContain('Il reste 39 jours dans le semestre.')
  })

  it('carries the one-click unsubscribe headers (RFC 8058) to the mailbox', async () => {
    await mondayRun()
    const [mail] = mondayDigestTo(alice)
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${digestUnsubscribeUrl(payload, alice.id)}>`)
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain(`Ne plus recevoir ce récapitulatif : ${digestUnsubscribeUrl(payload, alice.id)}`)
  })

  it('writes exactly one per member when two runs race', async () => {
    // A member of its own: the other tests may turn Alice's digest off.
    const racer = await createMember(payload, 'active', 'Rachid', { activated_at: '2025-01-10T09:00:00.000Z' })
    const activeNow = await activeCount()
    const [first, second] = await Promise.all([
      runWeeklyDigest(payload, NEXT_MONDAY),
      runWeeklyDigest(payload, NEXT_MONDAY),
    ])
    expect(first.notified + second.notified).toBe(activeNow)
    await deliver()
    const raceWeek = (member: { email: string }) =>
      digestsTo(member).filter(
        (mail) => mail.subject === 'Cette semaine dans la Tryb — semaine du 30 novembre-6 décembre',
      )
    await smtp.waitFor((message) => raceWeek(racer).includes(message))
    for (const member of [...active, racer])
      expect(await weekNotices(member, '2026-11-30'), member.first_name).toHaveLength(1)
    expect(raceWeek(racer)).toHaveLength(1)
    expect(raceWeek(racer)[0].text).toContain('Aucun projet à amplifier cette semaine.')
    expect(mailTo(bob)).toHaveLength(0)
  })
})

describe('the one-click unsubscribe', () => {
  const request = (url: string, method: 'GET' | 'POST', ip = '10.9.0.1') =>
    new Request(url, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
    })

  it('shows a page with a button on GET, and changes nothing (link scanners open links)', async () => {
    const { GET } = await route()
    const url = digestUnsubscribeUrl(payload, alice.id)
    const answer = await GET(request(url, 'GET'))
    expect(answer.status).toBe(200)
    const page = await answer.text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Me désabonner</button>')
    expect(page).toContain(`action="${new URL(url).pathname}${new URL(url).search}"`)
    expect((await memberNow(alice)).email_digest).toBe(true)
  })

  it('refuses a forged token in French, changing nothing', async () => {
    const { GET, POST } = await route()
    const alicesMac = new URL(digestUnsubscribeUrl(payload, alice.id)).searchParams.get('token')!.split('.')[1]
    const base = digestUnsubscribeUrl(payload, alice.id).split('?')[0]
    for (const token of [`${bob.id}.${alicesMac}`, `${alice.id}.${'A'.repeat(43)}`, 'nimporte-quoi', '']) {
      const forged = `${base}?token=${encodeURIComponent(token)}`
      for (const answer of [await POST(request(forged, 'POST')), await GET(request(forged, 'GET'))]) {
        expect(answer.status, token).toBe(400)
        expect(await answer.text()).toContain('Ce lien de désabonnement n’est pas valide')
      }
    }
    // Bob's box stays as he set it, Alice's too.
    expect((await memberNow(alice)).email_digest).toBe(true)
    await payload.update({ collection: 'members', id: bob.id, data: { email_digest: true } })
    const { POST: post } = await route()
    expect((await post(request(`${base}?token=${bob.id}.${alicesMac}`, 'POST'))).status).toBe(400)
    expect((await memberNow(bob)).email_digest).toBe(true)
    await payload.update({ collection: 'members', id: bob.id, data: { email_digest: false } })
  })

  it('turns the digest off on POST, without a session, and answers 200 (again: still 200)', async () => {
    const { POST } = await route()
    // A member of its own: the others keep their digest for the other tests.
    const leaving = await createMember(payload, 'active', 'Lina')
    const url = digestUnsubscribeUrl(payload, leaving.id)
    const answer = await POST(request(url, 'POST'))
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Tu ne recevras plus « Cette semaine dans la Tryb »')
    expect((await memberNow(leaving)).email_digest).toBe(false)
    expect((await POST(request(url, 'POST'))).status).toBe(200)
    // Nothing else of hers changed.
    expect((await memberNow(leaving)).email_preferences).toMatchObject({ declarations: true, projects: true })
  })

  it('is rate-limited per client address, in French', async () => {
    const { GET } = await route()
    const url = digestUnsubscribeUrl(payload, bob.id)
    const statuses: number[] = []
    for (let index = 0; index < 21; index++) statuses.push((await GET(request(url, 'GET', '10.9.9.9'))).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    const refused = await GET(request(url, 'GET', '10.9.9.9'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.text()).toContain('Trop de demandes. Réessaie dans une minute.')
  })
})

describe('e-mail preferences', () => {
  it('are saved by /profile’s action, as the member', async () => {
    const member = await createMember(payload, 'active', 'Prefs')
    const saved = await saveEmailPreferences(payload, member, {
      email_digest: false,
      email_preferences: { declarations: false, projects: true, referrals: true, semester: false, feedback: false },
    })
    expect(saved).toMatchObject({ ok: true, message: 'Préférences e-mail enregistrées ✅' })
    expect(await memberNow(member)).toMatchObject({
      email_digest: false,
      email_preferences: { declarations: false, projects: true, referrals: true, semester: false, feedback: false },
    })
    // Anything but booleans is refused and changes nothing.
    expect(
      await saveEmailPreferences(payload, member, { email_digest: 'oui', email_preferences: { declarations: true } }),
    ).toEqual({ ok: false, message: 'Impossible d’enregistrer tes préférences e-mail. Réessaie plus tard.' })
    expect((await memberNow(member)).email_digest).toBe(false)
  })

  it('change through REST for oneself only', async () => {
    const me = await createMember(payload, 'active', 'Moi')
    const someoneElse = await createMember(payload, 'active', 'Autre')
    const auth = await authorizationOf(payload, me)
    const refused = await restRequest(payload, 'PATCH', `/members/${someoneElse.id}`, auth, {
      email_digest: false,
      email_preferences: { declarations: false },
    })
    expect(refused.status).toBe(403)
    expect(await memberNow(someoneElse)).toMatchObject({
      email_digest: true,
      email_preferences: { declarations: true },
    })
    const own = await restRequest(payload, 'PATCH', `/members/${me.id}`, auth, {
      email_digest: false,
      email_preferences: { declarations: false },
    })
    expect(own.status).toBe(200)
    expect(await memberNow(me)).toMatchObject({ email_digest: false, email_preferences: { declarations: false } })
  })
})

describe('a Monday whose 08:00 run did not happen', () => {
  it('is caught up by the next hourly run the same day, once, and not on Tuesday', async () => {
    const { totalDocs: activeNow } = await payload.count({
      collection: 'members',
      where: { status: { equals: 'active' } },
    })
    // Monday 7 December 2026: nothing ran at 08:00; Tuesday is too late, 14:00 Paris catches up.
    expect(await runWeeklyDigest(payload, new Date('2026-12-08T09:00:00Z'))).toEqual({ notified: 0 })
    expect(await runWeeklyDigest(payload, new Date('2026-12-07T13:00:00Z'))).toEqual({ notified: activeNow })
    expect(await runWeeklyDigest(payload, new Date('2026-12-07T14:00:00Z'))).toEqual({ notified: 0 })
  })
})
