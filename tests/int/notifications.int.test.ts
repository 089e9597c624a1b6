import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { inTransaction } from '@/db/inTransaction'
import {
  markAllNotificationsRead,
  notificationsPage,
  openNotification,
  unreadNotifications,
} from '@/notifications/memberNotifications'
import { notifyMember } from '@/notifications/notifyMember'
import { linkReferral } from '@/referrals/lifecycle'

import { createMember, createProject, memberData, TEST_PASSWORD, uniqueEmail, type Actors } from './helpers/actors'
import { as } from './helpers/matrix'
import { payForProject } from './helpers/payments'
import { authorizationOf, restRequest } from './helpers/rest'
import type { TestSmtpServer } from './helpers/smtpServer'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let smtp: TestSmtpServer
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

const notificationsOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { member: { equals: memberId } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs

const queuedTo = (to: string) => emailsQueuedTo(payload, to)

async function pendingDeclaredAction(member: { id: number }, project: { id: number }) {
  return payload.create({
    collection: 'declared-actions',
    data: {
      member: member.id,
      project: project.id,
      action_type: 'share',
      url: `https://www.linkedin.com/feed/update/${uniqueEmail('post')}`,
      status: 'pending',
    },
    ...as(member as Actors['other']),
  })
}

describe('the hooks that e-mail members notify them in the same transaction', () => {
  it('a rejected declaration: the reason under the bell and by e-mail', async () => {
    const member = await createMember(payload, 'active')
    const project = await createProject(payload, actors.owner, { title: 'Atelier Vélo' })
    const action = await pendingDeclaredAction(member, project)
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'rejected', validation_notes: 'Le lien ne montre pas de partage.' },
      ...as(actors.admin),
    })
    expect(await notificationsOf(member.id)).toMatchObject([
      {
        kind: 'action_rejected',
        title: 'Action non validée : Partage sur « Atelier Vélo »',
        body: 'Motif : Le lien ne montre pas de partage.',
        link: '/contributions',
        read_at: null,
      },
    ])
    await payload.jobs.run({ limit: 50 })
    const delivered = await smtp.waitFor(
      (message) =>
        message.subject === 'Ton action n’a pas été validée' && JSON.stringify(message.to).includes(member.email),
    )
    expect(delivered.text).toContain('Le lien ne montre pas de partage.')
  })

  it('a validated declaration: its points under the bell, no e-mail', async () => {
    const member = await createMember(payload, 'active')
    const project = await createProject(payload, actors.owner, { title: 'Boulangerie Lune' })
    const action = await pendingDeclaredAction(member, project)
    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'validated_manual' },
      ...as(actors.admin),
    })
    expect(await notificationsOf(member.id)).toMatchObject([
      { kind: 'action_validated', title: 'Action validée : Partage sur « Boulangerie Lune »', body: '+3 points' },
    ])
    expect(await queuedTo(member.email)).toEqual([])
  })

  it('the team’s decisions on a project: validated, scheduled with its week, changes requested with the notes', async () => {
    const owner = await createMember(payload, 'active')
    const project = await createProject(payload, owner, { status: 'pending', title: 'Studio Nuage' })
    const move = (data: Record<string, unknown>) =>
      payload.update({ collection: 'projects', id: project.id, data, ...as(actors.admin) })
    await move({ status: 'approved' })
    await payForProject(payload, project.id)
    await move({ status: 'scheduled', exposure_week_start: '2026-12-07' })
    await move({ status: 'mod_requested', moderation_notes: 'Ajoute une image plus lisible.' })

    const rows = await notificationsOf(owner.id)
    expect(rows.map((row) => row.kind)).toEqual(['project_changes_requested', 'project_scheduled', 'project_approved'])
    expect(rows[0]).toMatchObject({ title: 'Modifications demandées : « Studio Nuage »', link: `/p/${project.slug}` })
    expect(rows[1].body).toMatch(/^Semaine d’exposition : .*décembre/)
    // Three decisions e-mailed, beside the payment's receipt.
    const subjects = (await queuedTo(owner.email)).map((email) => email.subject)
    expect(subjects.filter((subject) => !subject.startsWith('Paiement reçu'))).toHaveLength(3)
    expect(subjects).toHaveLength(4)
  })

  it('an owner who turned project e-mails off is still notified, and e-mailed nothing', async () => {
    const owner = await createMember(payload, 'active')
    await payload.update({
      collection: 'members',
      id: owner.id,
      data: { email_preferences: { projects: false } },
      ...as(owner),
    })
    const project = await createProject(payload, owner, { status: 'pending' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    expect((await notificationsOf(owner.id)).map((row) => row.kind)).toEqual(['project_approved'])
    expect(await queuedTo(owner.email)).toEqual([])
  })

  it('an invitation accepted, then the referral credited (with its e-mail)', async () => {
    const referrer = await createMember(payload, 'active')
    const refereeEmail = uniqueEmail('invitee')
    await payload.create({
      collection: 'referrals',
      data: { member: referrer.id, referee_email: refereeEmail, status: 'pending' },
      ...as(referrer),
    })
    const referee = await inTransaction({ payload }, async (req) => {
      const created = await payload.create({
        collection: 'members',
        data: { ...memberData('waitlist'), email: refereeEmail, password: TEST_PASSWORD },
        req,
      })
      await linkReferral(payload, req, created)
      return created
    })
    expect(await notificationsOf(referrer.id)).toMatchObject([
      { kind: 'invitation_accepted', title: `Invitation acceptée : ${refereeEmail} a rejoint la Tryb` },
    ])
    await payload.update({ collection: 'members', id: referee.id, data: { status: 'active' }, ...as(actors.admin) })
    const [credited] = await notificationsOf(referrer.id)
    expect(credited).toMatchObject({ kind: 'referral_credited', title: 'Parrainage crédité : +10 points' })
    expect((await queuedTo(referrer.email)).map((email) => email.subject)).toContain('Parrainage crédité : +10 points')
  })
})

describe('notifyMember', () => {
  it('writes nothing and sends nothing when the change it belongs to is rolled back', async () => {
    const member = await createMember(payload, 'active')
    await expect(
      inTransaction({ payload }, async (req) => {
        await notifyMember(req, member, {
          kind: 'project_published',
          title: 'Projet publié',
          email: { to: member.email, subject: 'Annulé', text: 'Annulé' },
        })
        throw new Error('la modération a échoué')
      }),
    ).rejects.toThrow('la modération a échoué')
    expect(await notificationsOf(member.id)).toEqual([])
    expect(await queuedTo(member.email)).toEqual([])
  })

  it('writes a notice with a dedupe key once, however many runs race to write it', async () => {
    const member = await createMember(payload, 'active')
    const notice = {
      kind: 'week_projects' as const,
      title: 'Cette semaine dans la Tryb',
      dedupeKey: `test-week:${member.id}`,
      email: { to: member.email, subject: 'Cette semaine dans la Tryb', text: '…' },
    }
    const written = await Promise.all(
      Array.from({ length: 4 }, () => inTransaction({ payload }, (req) => notifyMember(req, member, notice))),
    )
    expect(written.filter(Boolean)).toHaveLength(1)
    expect(await notificationsOf(member.id)).toHaveLength(1)
    expect(await queuedTo(member.email)).toHaveLength(1)
  })
})

describe('a member deleted by an admin', () => {
  it('takes their notifications along', async () => {
    const member = await createMember(payload, 'waitlist')
    await inTransaction({ payload }, (req) =>
      notifyMember(req, member, { kind: 'invitation_accepted', title: 'Invitation acceptée' }),
    )
    await payload.delete({ collection: 'members', id: member.id, ...as(actors.admin) })
    expect(await notificationsOf(member.id)).toEqual([])
  })
})

describe('members read and mark only their own notifications, at every door', () => {
  async function noticeFor(member: { id: number }, title = 'Une nouvelle') {
    await inTransaction({ payload }, (req) =>
      notifyMember(req, { id: member.id }, { kind: 'project_published', title, link: '/communaute' }),
    )
    return (await notificationsOf(member.id))[0]
  }

  it('reads through the Local API: own rows only; visitors and staff without the admin role nothing', async () => {
    const mine = await noticeFor(actors.owner)
    const theirs = await noticeFor(actors.other)
    const ownerSees = await payload.find({ collection: 'notifications', pagination: false, ...as(actors.owner) })
    expect(ownerSees.docs.map((row) => row.id)).toContain(mine.id)
    expect(ownerSees.docs.map((row) => row.id)).not.toContain(theirs.id)
    await expect(
      payload.findByID({ collection: 'notifications', id: theirs.id, ...as(actors.owner) }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'notifications', ...as(undefined) })).rejects.toThrow()
    await expect(payload.find({ collection: 'notifications', ...as(actors.marketing) })).rejects.toThrow()
    const adminSees = await payload.find({ collection: 'notifications', pagination: false, ...as(actors.admin) })
    expect(adminSees.docs.map((row) => row.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]))
  })

  it('through REST: no creation, no deletion, only read_at of one’s own row changes', async () => {
    const owner = await authorizationOf(payload, actors.owner)
    const mine = await noticeFor(actors.owner, 'Titre d’origine')
    const theirs = await noticeFor(actors.other, 'Pas à toi')

    expect((await restRequest(payload, 'GET', `/notifications/${theirs.id}`, owner)).status).toBe(404)
    const list = await restRequest(payload, 'GET', '/notifications?limit=100', owner)
    expect((list.body.docs as { id: number }[]).map((row) => row.id)).not.toContain(theirs.id)
    expect((await restRequest(payload, 'GET', '/notifications')).status).toBe(403)

    const created = await restRequest(payload, 'POST', '/notifications', owner, {
      member: actors.owner.id,
      kind: 'project_published',
      title: 'Faux',
    })
    expect(created.status).toBe(403)

    const patched = await restRequest(payload, 'PATCH', `/notifications/${mine.id}`, owner, {
      read_at: '2026-11-25T10:00:00.000Z',
      title: 'Réécrit',
      member: actors.other.id,
    })
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'notifications', id: mine.id, depth: 0 })
    expect(after).toMatchObject({ title: 'Titre d’origine', member: actors.owner.id })
    expect(after.read_at).toBeTruthy()

    const other = await restRequest(payload, 'PATCH', `/notifications/${theirs.id}`, owner, {
      read_at: '2026-11-25T10:00:00.000Z',
    })
    expect(other.status).toBe(403)
    expect((await payload.findByID({ collection: 'notifications', id: theirs.id, depth: 0 })).read_at).toBeNull()

    expect((await restRequest(payload, 'DELETE', `/notifications/${mine.id}`, owner)).status).toBe(403)
    expect(await payload.findByID({ collection: 'notifications', id: mine.id, depth: 0 })).toBeTruthy()
  })

  it('the page, the bell and "Tout marquer comme lu" see and touch the member’s rows only', async () => {
    const member = await createMember(payload, 'active')
    const neighbour = await createMember(payload, 'active')
    for (let index = 0; index < 23; index++) await noticeFor(member, `Nouvelle ${index}`)
    const theirs = await noticeFor(neighbour)

    expect(await unreadNotifications(payload, member)).toBe(23)
    const first = await notificationsPage(payload, member, 1)
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalDocs: 23, unread: 23 })
    expect(first.rows[0].title).toBe('Nouvelle 22')
    expect((await notificationsPage(payload, member, 2)).rows).toHaveLength(3)

    // Followed from another site, it leads on without marking read.
    expect(await openNotification(payload, member, first.rows[0].id, { markRead: false })).toBe('/communaute')
    expect(await unreadNotifications(payload, member)).toBe(23)
    expect(await openNotification(payload, member, first.rows[0].id, { markRead: true })).toBe('/communaute')
    expect(await unreadNotifications(payload, member)).toBe(22)
    expect(await openNotification(payload, member, theirs.id, { markRead: true })).toBeNull()

    await markAllNotificationsRead(payload, member)
    expect(await unreadNotifications(payload, member)).toBe(0)
    expect(await unreadNotifications(payload, neighbour)).toBe(1)
  })
})
