import { handleEndpoints, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { parisDeadline } from '@/domain/payments/payments'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { CONCURRENT_CHANGE } from '@/db/lockedStatus'
import {
  listProjectsForModeration,
  markProjectPublished,
  projectHistory,
  publishProject,
  requestProjectChanges,
  scheduleProject,
  validateProject,
} from '@/moderation/projects'
import { projectForModeration } from '@/moderation/projectSheet'
import type { Project } from '@/payload-types'

import { payForProject } from './helpers/payments'
import { createMember, createProject, pngFile, type Actors, type ApiUser, type SignedInMember } from './helpers/actors'
import type { TestSmtpServer } from './helpers/smtpServer'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let smtp: TestSmtpServer
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

let titles = 0
/** A project in `status`; an approved visibility campaign is paid (scheduling it asks for it). */
async function project(
  status: Project['status'],
  request_type: Project['request_type'] = 'visibility',
  owner: { id: number } = actors.owner,
) {
  const created = await createProject(payload, owner, { status, request_type, title: `Projet modéré ${++titles}` })
  if (status === 'approved' && request_type === 'visibility') await payForProject(payload, created.id)
  return created
}

const reload = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0 })

/** The audit log's entries about one project, oldest first. */
const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'projects' } }, { target_id: { equals: String(id) } }] },
      sort: ['createdAt', 'id'],
      depth: 0,
      pagination: false,
    })
  ).docs

const emailsTo = (address: string) => emailsQueuedTo(payload, address)

/** What an admin's move must leave behind: one audit entry and one e-mail to the owner. */
async function expectRecorded(
  id: number,
  action: string,
  from: string,
  to: string,
  emailsBefore: number,
  subject: string,
) {
  const entries = await auditOf(id)
  expect(entries.at(-1)).toMatchObject({ action, from, to, actor_user: actors.admin.id })
  const emails = await emailsTo(actors.owner.email)
  expect(emails).toHaveLength(emailsBefore + 1)
  expect(emails.at(-1)!.subject).toBe(subject)
  return entries
}

/** A refused move changes nothing: same project, no journal entry, no e-mail. */
async function expectUnchanged(before: Project, auditBefore: number, emailsBefore: number) {
  const after = await reload(before.id)
  expect(after.status).toBe(before.status)
  expect(after.exposure_week_start ?? null).toBe(before.exposure_week_start ?? null)
  expect(after.moderation_notes ?? null).toBe(before.moderation_notes ?? null)
  expect(await auditOf(before.id)).toHaveLength(auditBefore)
  expect(await emailsTo(actors.owner.email)).toHaveLength(emailsBefore)
}

describe('allowed moves, as the admin', () => {
  it('"Valider": pending → approved, journal, and the approval e-mail delivered in French', async () => {
    const pending = await project('pending')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    expect(await validateProject(payload, actors.admin, pending.id)).toEqual({ ok: true, message: 'Projet validé ✅' })
    expect((await reload(pending.id)).status).toBe('approved')
    const entries = await expectRecorded(
      pending.id,
      'project.approved',
      'pending',
      'approved',
      emailsBefore,
      `Ton projet « ${pending.title} » est validé`,
    )
    expect(entries).toHaveLength(1)

    await payload.jobs.run()
    const delivered = await smtp.waitFor((message) => message.subject === `Ton projet « ${pending.title} » est validé`)
    expect(delivered.to).toMatchObject({ value: [{ address: actors.owner.email }] })
    expect(delivered.text).toContain(`Bonjour ${actors.owner.first_name},`)
    expect(delivered.text).toContain(`ta demande de visibilité pour « ${pending.title} » est validée`)
    // The deadline as stored, written in Paris time (an hour or two after UTC's clock).
    const [payment] = (
      await payload.find({ collection: 'payments', where: { project: { equals: pending.id } }, depth: 0 })
    ).docs
    expect((delivered.text ?? '').replace(/\s+/g, ' ')).toContain(
      `paiement de 100,00 € avant le ${parisDeadline(payment.due_at)} (heure de Paris)`,
    )
    expect(delivered.text).toContain(`/p/${pending.slug}`)
  })

  it('planning: approved → scheduled with the week’s Monday and label, then the week changes', async () => {
    const approved = await project('approved')
    let emailsBefore = (await emailsTo(actors.owner.email)).length
    // A Thursday stands for its week.
    expect(await scheduleProject(payload, actors.admin, approved.id, '2031-11-27')).toEqual({
      ok: true,
      message: 'Semaine enregistrée',
    })
    let saved = await reload(approved.id)
    expect(saved).toMatchObject({ status: 'scheduled', exposure_week: '24-30 novembre' })
    expect(new Date(saved.exposure_week_start!).toISOString()).toBe('2031-11-24T00:00:00.000Z')
    const entries = await expectRecorded(
      approved.id,
      'project.scheduled',
      'approved',
      'scheduled',
      emailsBefore,
      'Ton exposition est planifiée : 24-30 novembre',
    )
    expect(entries.at(-1)!.notes).toBe('24-30 novembre')

    emailsBefore++
    expect(await scheduleProject(payload, actors.admin, approved.id, '2031-12-01')).toEqual({
      ok: true,
      message: 'Semaine enregistrée',
    })
    saved = await reload(approved.id)
    expect(saved).toMatchObject({ status: 'scheduled', exposure_week: '1er-7 décembre' })
    expect(new Date(saved.exposure_week_start!).toISOString()).toBe('2031-12-01T00:00:00.000Z')
    await expectRecorded(
      approved.id,
      'project.week_changed',
      'scheduled',
      'scheduled',
      emailsBefore,
      'Ton exposition est planifiée : 1er-7 décembre',
    )
    expect(await auditOf(approved.id)).toHaveLength(2)
  })

  it('"Marquer publié": scheduled → published and approved → published', async () => {
    const scheduled = await project('approved')
    await scheduleProject(payload, actors.admin, scheduled.id, '2031-10-06')
    let emailsBefore = (await emailsTo(actors.owner.email)).length
    expect(await markProjectPublished(payload, actors.admin, scheduled.id)).toEqual({
      ok: true,
      message: 'Projet marqué publié',
    })
    expect((await reload(scheduled.id)).status).toBe('published')
    await expectRecorded(
      scheduled.id,
      'project.published',
      'scheduled',
      'published',
      emailsBefore,
      `Campagne terminée : « ${scheduled.title} »`,
    )

    const approved = await project('approved')
    emailsBefore = (await emailsTo(actors.owner.email)).length
    expect(await markProjectPublished(payload, actors.admin, approved.id)).toEqual({
      ok: true,
      message: 'Projet marqué publié',
    })
    expect((await reload(approved.id)).status).toBe('published')
    await expectRecorded(
      approved.id,
      'project.published',
      'approved',
      'published',
      emailsBefore,
      `Campagne terminée : « ${approved.title} »`,
    )
  })

  it('"Publier": a pending feedback project is published at once', async () => {
    const pending = await project('pending', 'feedback')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    expect(await publishProject(payload, actors.admin, pending.id)).toEqual({ ok: true, message: 'Projet publié ✅' })
    expect((await reload(pending.id)).status).toBe('published')
    await expectRecorded(
      pending.id,
      'project.published',
      'pending',
      'published',
      emailsBefore,
      `Ton projet « ${pending.title} » est publié`,
    )
  })

  it('"Demander des modifications" from any moderated status, with the notes the owner receives', async () => {
    const scheduled = await project('approved')
    await scheduleProject(payload, actors.admin, scheduled.id, '2031-09-01')
    for (const target of [
      await project('pending'),
      await project('approved'),
      scheduled,
      await project('published', 'feedback'),
    ]) {
      const from = (await reload(target.id)).status
      const emailsBefore = (await emailsTo(actors.owner.email)).length
      const notes = `Merci de préciser la cible de « ${target.title} ».`
      expect(await requestProjectChanges(payload, actors.admin, target.id, notes)).toEqual({
        ok: true,
        message: 'Demande de modifications envoyée',
      })
      expect(await reload(target.id)).toMatchObject({ status: 'mod_requested', moderation_notes: notes })
      const entries = await expectRecorded(
        target.id,
        'project.changes_requested',
        from,
        'mod_requested',
        emailsBefore,
        `Des modifications sont demandées pour « ${target.title} »`,
      )
      expect(entries.at(-1)!.notes).toBe(notes)
      expect((await emailsTo(actors.owner.email)).at(-1)!.text).toContain(notes)
    }
  })
})

describe('refused moves leave the project as it was, with the French reason', () => {
  const cases: {
    name: string
    status: Project['status']
    type: Project['request_type']
    act: (id: number) => Promise<unknown>
    message: string
  }[] = [
    {
      name: 'publishing a pending visibility project',
      status: 'pending',
      type: 'visibility',
      act: (id) => publishProject(payload, actors.admin, id),
      message: PROJECT_TRANSITION_ERRORS.visibilityIsValidated,
    },
    {
      name: 'validating a feedback project',
      status: 'pending',
      type: 'feedback',
      act: (id) => validateProject(payload, actors.admin, id),
      message: PROJECT_TRANSITION_ERRORS.feedbackIsPublished,
    },
    {
      name: 'planning without a week',
      status: 'approved',
      type: 'visibility',
      act: (id) => scheduleProject(payload, actors.admin, id, ''),
      message: PROJECT_TRANSITION_ERRORS.weekRequired,
    },
    {
      name: 'planning with a day that does not exist',
      status: 'approved',
      type: 'visibility',
      act: (id) => scheduleProject(payload, actors.admin, id, '2031-02-30'),
      message: PROJECT_TRANSITION_ERRORS.weekRequired,
    },
    {
      name: 'asking for changes without notes',
      status: 'pending',
      type: 'visibility',
      act: (id) => requestProjectChanges(payload, actors.admin, id, '   '),
      message: PROJECT_TRANSITION_ERRORS.adminNotesRequired,
    },
    {
      name: 'validating a published project',
      status: 'published',
      type: 'visibility',
      act: (id) => validateProject(payload, actors.admin, id),
      message: 'Passage impossible de « Publié » à « Approuvé ».',
    },
    {
      name: 'marking a pending visibility project as published',
      status: 'pending',
      type: 'visibility',
      act: (id) => markProjectPublished(payload, actors.admin, id),
      message: PROJECT_TRANSITION_ERRORS.visibilityIsValidated,
    },
  ]

  for (const refused of cases) {
    it(refused.name, async () => {
      const before = await project(refused.status, refused.type)
      const emailsBefore = (await emailsTo(actors.owner.email)).length
      expect(await refused.act(before.id)).toEqual({ ok: false, message: refused.message })
      await expectUnchanged(before, 0, emailsBefore)
    })
  }

  it('the status machine refuses scheduled without a week and published → pending through the Local API too', async () => {
    const approved = await project('approved')
    await expect(
      payload.update({
        collection: 'projects',
        id: approved.id,
        data: { status: 'scheduled' },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(PROJECT_TRANSITION_ERRORS.weekRequired)
    const published = await project('published')
    await expect(
      payload.update({
        collection: 'projects',
        id: published.id,
        data: { status: 'pending' },
        user: actors.admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow('Passage impossible de « Publié » à « En attente ».')
    expect((await reload(approved.id)).status).toBe('approved')
    expect((await reload(published.id)).status).toBe('published')
  })

  it('a project that does not exist gets the action’s own message, never a stack trace', async () => {
    expect(await validateProject(payload, actors.admin, 999_999)).toEqual({
      ok: false,
      message: 'Impossible de valider le projet',
    })
    expect(await publishProject(payload, actors.admin, 999_999)).toEqual({
      ok: false,
      message: 'Impossible de publier le projet',
    })
    expect(await markProjectPublished(payload, actors.admin, 999_999)).toEqual({
      ok: false,
      message: 'Impossible de marquer comme publié',
    })
    expect(await scheduleProject(payload, actors.admin, 999_999, '2031-01-06')).toEqual({
      ok: false,
      message: 'Impossible de planifier le projet',
    })
  })
})

describe('two admins at once', () => {
  it('one validation wins; the other is told or finds it done, and the owner hears once', async () => {
    const pending = await project('pending')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    const results = await Promise.all([
      validateProject(payload, actors.admin, pending.id),
      validateProject(payload, actors.admin, pending.id),
    ])
    expect(results).toContainEqual({ ok: true, message: 'Projet validé ✅' })
    for (const result of results) {
      expect([
        { ok: true, message: 'Projet validé ✅' },
        { ok: false, message: CONCURRENT_CHANGE },
      ]).toContainEqual(result)
    }
    expect((await reload(pending.id)).status).toBe('approved')
    expect(await auditOf(pending.id)).toHaveLength(1)
    expect(await emailsTo(actors.owner.email)).toHaveLength(emailsBefore + 1)
  })
})

describe('a crowded week', () => {
  it('asks the admin to confirm a fourth project in one week, then schedules it', async () => {
    const week = '2032-03-08'
    const first = await project('approved')
    expect(await scheduleProject(payload, actors.admin, first.id, week)).toMatchObject({ ok: true })
    for (let i = 0; i < 2; i++) {
      const approved = await project('approved')
      expect(await scheduleProject(payload, actors.admin, approved.id, week)).toMatchObject({ ok: true })
    }
    // A project already in the week does not count against itself: moving the first one
    // inside the week (two others there) needs no confirmation.
    expect(await scheduleProject(payload, actors.admin, first.id, '2032-03-12')).toEqual({
      ok: true,
      message: 'Semaine enregistrée',
    })
    const fourth = await project('approved')
    expect(await scheduleProject(payload, actors.admin, fourth.id, '2032-03-10')).toEqual({
      ok: false,
      confirm: '3 projets sont déjà planifiés la semaine du 8-14 mars. Planifier quand même celui-ci ?',
    })
    expect((await reload(fourth.id)).status).toBe('approved')
    expect(await scheduleProject(payload, actors.admin, fourth.id, week, { confirmed: true })).toEqual({
      ok: true,
      message: 'Semaine enregistrée',
    })
    expect((await reload(fourth.id)).status).toBe('scheduled')
  })
})

describe('the lists of the admin projects view', () => {
  it('lists pending projects newest first with their flags, the planned ones and those sent back; the history of one when its sheet opens', async () => {
    const owner = await createMember(payload, 'active', 'Lise')
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: 'Une image' },
      file: await pngFile(),
    })
    const complete = await payload.create({
      collection: 'projects',
      data: {
        title: 'Projet complet',
        summary: 'Un résumé de projet suffisamment long pour passer la validation.',
        request_type: 'visibility',
        primary_target: 'Solopreneurs',
        status: 'pending',
        owner: owner.id,
        project_url: 'https://complet.fr',
        company_links: { instagram: 'https://www.instagram.com/complet' },
        hero_image: image.id,
        hero_image_alt: 'Capture du projet complet',
        payment_commitment: true,
        ethics_accepted: true,
      },
    })
    const bare = await project('pending', 'feedback', owner)
    const approved = await project('approved', 'visibility', owner)
    const sentBack = await project('pending', 'visibility', owner)
    await requestProjectChanges(payload, actors.admin, sentBack.id, 'Change l’image, elle est floue.')
    const published = await project('published', 'visibility', owner)

    const lists = (await listProjectsForModeration(payload, actors.admin))!
    const pendingIds = lists.pending.map((row) => row.id)
    expect(pendingIds.indexOf(bare.id)).toBeLessThan(pendingIds.indexOf(complete.id))
    const completeRow = lists.pending.find((row) => row.id === complete.id)!
    expect(completeRow).toMatchObject({
      title: 'Projet complet',
      requestType: 'visibility',
      flags: { image: true, links: true, mvp: true },
    })
    // The rows carry what the lists show; the sheet reads the rest when it opens.
    expect(completeRow).not.toHaveProperty('summary')
    expect(completeRow).not.toHaveProperty('owner')
    const sheet = (await projectForModeration(payload, actors.admin, complete.id))!
    expect(sheet).toMatchObject({
      title: 'Projet complet',
      flags: { image: true, links: true, mvp: true },
      projectUrl: 'https://complet.fr',
      companyLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/complet' }],
      heroImage: { alt: 'Capture du projet complet' },
      paymentCommitment: true,
      ethicsAccepted: true,
      owner: { name: 'Lise Test', email: owner.email },
    })
    expect(sheet.heroImage!.url).toMatch(/\/api\/project-hero-images\/file\/[^/]+\.png$/)
    expect(lists.pending.find((row) => row.id === bare.id)!.flags).toEqual({ image: false, links: false, mvp: false })
    expect(lists.planned.map((row) => row.id)).toContain(approved.id)
    expect(lists.planned.every((row) => row.status === 'approved' || row.status === 'scheduled')).toBe(true)
    expect(lists.modRequested.map((row) => row.id)).toContain(sentBack.id)
    expect((await projectHistory(payload, actors.admin, sentBack.id))!.history).toEqual([
      expect.objectContaining({
        label: 'Modifications demandées par l’équipe',
        from: 'En attente',
        to: 'Modifications demandées',
        notes: 'Change l’image, elle est floue.',
      }),
    ])
    const all = [...lists.pending, ...lists.planned, ...lists.modRequested].map((row) => row.id)
    expect(all).not.toContain(published.id)
  })

  it('shows the owner’s latest modification request', async () => {
    const owner = await createMember(payload, 'active', 'Noé')
    const approved = await project('approved', 'visibility', owner)
    const asOwner: SignedInMember = owner
    await payload.update({
      collection: 'projects',
      id: approved.id,
      data: { status: 'mod_requested', change_request_notes: 'Je voudrais changer mon titre.' },
      user: asOwner,
      overrideAccess: false,
    })
    const lists = (await listProjectsForModeration(payload, actors.admin))!
    expect(lists.modRequested.map((candidate) => candidate.id)).toContain(approved.id)
    const { ownerRequest, history } = (await projectHistory(payload, actors.admin, approved.id))!
    expect(ownerRequest).toMatchObject({ notes: 'Je voudrais changer mon titre.' })
    expect(history.at(-1)).toMatchObject({ label: 'Demande de modification du porteur', by: 'Le porteur' })
  })
})

describe('only admins moderate', () => {
  const callers = (): [string, ApiUser | null][] => [
    ['marketing', actors.marketing],
    ['owner', actors.owner],
    ['other member', actors.other],
    ['visitor', null],
  ]

  it('every moderation function refuses marketing users, members and visitors', async () => {
    for (const [name, user] of callers()) {
      const pending = await project('pending')
      const approved = await project('approved')
      const emailsBefore = (await emailsTo(actors.owner.email)).length
      const denied = { ok: false, message: user ? 'Accès refusé' : 'Utilisateur non authentifié' }
      expect(await validateProject(payload, user, pending.id), name).toEqual(denied)
      expect(await publishProject(payload, user, pending.id), name).toEqual(denied)
      expect(await requestProjectChanges(payload, user, pending.id, 'Des notes'), name).toEqual(denied)
      expect(await scheduleProject(payload, user, approved.id, '2031-05-05', { confirmed: true }), name).toEqual(denied)
      expect(await markProjectPublished(payload, user, approved.id), name).toEqual(denied)
      expect(await listProjectsForModeration(payload, user), name).toBeNull()
      expect(await projectForModeration(payload, user, pending.id), name).toBeNull()
      expect(await projectHistory(payload, user, pending.id), name).toBeNull()
      await expectUnchanged(pending, 0, emailsBefore)
      await expectUnchanged(approved, 0, emailsBefore)
    }
  })
})

describe('the REST API follows the same rules', () => {
  async function tokenOf(collection: 'users' | 'members', email: string) {
    const { token } = await payload.login({ collection, data: { email, password: 'motdepasse1' } })
    return token!
  }

  const patch = (id: number, token: string, data: Record<string, unknown>) =>
    handleEndpoints({
      config: payload.config,
      path: `/api/projects/${id}`,
      request: new Request(`http://127.0.0.1:3000/api/projects/${id}`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      }),
    })

  it('an admin validates over REST: journal and e-mail as from the view', async () => {
    const pending = await project('pending')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    const response = await patch(pending.id, await tokenOf('users', actors.admin.email), { status: 'approved' })
    expect(response.status).toBe(200)
    expect((await reload(pending.id)).status).toBe('approved')
    await expectRecorded(
      pending.id,
      'project.approved',
      'pending',
      'approved',
      emailsBefore,
      `Ton projet « ${pending.title} » est validé`,
    )
  })

  it('a refused move answers 400 with the French reason, and nothing changes', async () => {
    const published = await project('published')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    const response = await patch(published.id, await tokenOf('users', actors.admin.email), { status: 'pending' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBe('Passage impossible de « Publié » à « En attente ».')
    expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/)
    await expectUnchanged(published, 0, emailsBefore)
  })

  it('a member cannot move another member’s project, nor an owner approve or publish their own', async () => {
    const pending = await project('pending')
    const emailsBefore = (await emailsTo(actors.owner.email)).length
    const other = await patch(pending.id, await tokenOf('members', actors.other.email), { status: 'approved' })
    expect([403, 404]).toContain(other.status)

    const ownerToken = await tokenOf('members', actors.owner.email)
    for (const status of ['approved', 'published']) {
      const own = await patch(pending.id, ownerToken, { status })
      expect(own.status).toBe(400)
      expect(((await own.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        PROJECT_TRANSITION_ERRORS.ownerOnlyRequests,
      )
    }
    const marketing = await patch(pending.id, await tokenOf('users', actors.marketing.email), { status: 'approved' })
    expect(marketing.status).toBe(403)
    await expectUnchanged(pending, 0, emailsBefore)
  })
})
