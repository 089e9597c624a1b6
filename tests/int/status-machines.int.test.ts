import { REST_PATCH } from '@payloadcms/next/routes'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import type { AuditLog, Project } from '@/payload-types'

import { createMember, createProject, type Actors, type ApiUser } from './helpers/actors'
import { as } from './helpers/matrix'
import { payForProject } from './helpers/payments'
import type { TestSmtpServer } from './helpers/smtpServer'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let smtp: TestSmtpServer
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

const MONDAY = '2026-11-23T00:00:00.000Z'

async function auditOf(collection: string, id: number): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ target_collection: { equals: collection } }, { target_id: { equals: String(id) } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
}

const queuedTo = (to: string) => emailsQueuedTo(payload, to)

const statusOf = async (collection: 'projects' | 'declared-actions' | 'members', id: number) =>
  (await payload.findByID({ collection, id, depth: 0 })).status

/** PATCH /api/{collection}/{id} through Payload's own REST handler, signed in as `user`. */
async function restPatch(collection: string, id: number, data: Record<string, unknown>, user: ApiUser) {
  const { token } = await payload.login({
    collection: user.collection,
    data: { email: user.email, password: 'motdepasse1' },
  })
  // Imported here: the config reads DATABASE_URL, which the test payload sets first.
  const { default: config } = await import('@payload-config')
  const response = await REST_PATCH(config)(
    new Request(`http://127.0.0.1/api/${collection}/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify(data),
    }),
    { params: Promise.resolve({ slug: [collection, String(id)] }) },
  )
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } }
}

describe('project status machine, through the Local API', () => {
  it('takes a visibility project from pending to published, one audit entry and one owner e-mail per step', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', title: 'Campagne complète' })
    const steps: [Partial<Project>, string][] = [
      [{ status: 'approved' }, 'Ton projet « Campagne complète » est validé'],
      [
        { status: 'scheduled', exposure_week_start: MONDAY, exposure_week: '23-29 novembre' },
        'Ton exposition est planifiée : 23-29 novembre',
      ],
      [{ status: 'published' }, 'Campagne terminée : « Campagne complète »'],
    ]
    for (const [data] of steps) {
      await payload.update({ collection: 'projects', id: project.id, data, ...as(actors.admin) })
      // Scheduling a visibility campaign needs its payment.
      if (data.status === 'approved') await payForProject(payload, project.id)
    }
    expect(await statusOf('projects', project.id)).toBe('published')
    const audit = await auditOf('projects', project.id)
    expect(audit.map(({ action, from, to, actor_user }) => ({ action, from, to, actor_user }))).toEqual([
      { action: 'project.approved', from: 'pending', to: 'approved', actor_user: actors.admin.id },
      { action: 'project.scheduled', from: 'approved', to: 'scheduled', actor_user: actors.admin.id },
      { action: 'project.published', from: 'scheduled', to: 'published', actor_user: actors.admin.id },
    ])
    expect(audit[1].notes).toBe('23-29 novembre')
    expect((await queuedTo(actors.owner.email)).map((email) => email.subject)).toEqual(
      expect.arrayContaining(steps.map(([, subject]) => subject)),
    )
  })

  it('refuses a move outside the machine with its French reason, and changes nothing', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending' })
    const refusals: [Partial<Project>, string][] = [
      [{ status: 'published' }, 'Un projet de visibilité se valide puis se planifie avant d’être publié.'],
      [{ status: 'mod_requested', moderation_notes: '  ' }, 'Indique les modifications demandées au porteur.'],
    ]
    for (const [data, message] of refusals) {
      await expect(
        payload.update({ collection: 'projects', id: project.id, data, ...as(actors.admin) }),
      ).rejects.toThrow(message)
    }
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    await expect(
      payload.update({
        collection: 'projects',
        id: project.id,
        data: { status: 'scheduled', title: 'Nouveau titre' },
        ...as(actors.admin),
      }),
    ).rejects.toThrow('Indique la semaine d’exposition.')
    const after = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(after).toMatchObject({ status: 'approved', title: project.title })
    expect((await auditOf('projects', project.id)).map((entry) => entry.action)).toEqual(['project.approved'])
  })

  it('publishes a feedback project straight away and e-mails its owner', async () => {
    const project = await createProject(payload, actors.owner, {
      status: 'pending',
      request_type: 'feedback',
      title: 'Idée à tester',
    })
    await expect(
      payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) }),
    ).rejects.toThrow('Un projet de feedbacks se publie directement')
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'published' }, ...as(actors.admin) })
    expect(await statusOf('projects', project.id)).toBe('published')
    const emails = await queuedTo(actors.owner.email)
    expect(emails.find((email) => email.subject === 'Ton projet « Idée à tester » est publié')?.text).toContain(
      'les membres peuvent maintenant te faire leurs retours',
    )
  })

  it('asks the owner for changes with the team’s notes, in the audit log and the e-mail', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published', title: 'À retoucher' })
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 'mod_requested', moderation_notes: 'Ajoute une image plus lisible.' },
      ...as(actors.admin),
    })
    expect((await auditOf('projects', project.id)).at(-1)).toMatchObject({
      action: 'project.changes_requested',
      from: 'published',
      to: 'mod_requested',
      notes: 'Ajoute une image plus lisible.',
    })
    const email = (await queuedTo(actors.owner.email)).find(
      (queued) => queued.subject === 'Des modifications sont demandées pour « À retoucher »',
    )
    expect(email?.text).toContain('Ajoute une image plus lisible.')
  })

  it('lets two admins race on one project: one move, one entry, one e-mail', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', title: 'Course de validation' })
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    expect((await auditOf('projects', project.id)).map((entry) => entry.action)).toEqual(['project.approved'])
    const emails = (await queuedTo(actors.owner.email)).filter(
      (email) => email.subject === 'Ton projet « Course de validation » est validé',
    )
    expect(emails).toHaveLength(1)
  })
})

describe('project status machine, through the REST API', () => {
  it('answers a refused move with 400 and the French reason, and an allowed one with 200', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending' })
    const refused = await restPatch('projects', project.id, { status: 'published' }, actors.admin)
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.message).toBe(
      'Un projet de visibilité se valide puis se planifie avant d’être publié.',
    )
    expect(await statusOf('projects', project.id)).toBe('pending')
    expect((await restPatch('projects', project.id, { status: 'approved' }, actors.admin)).status).toBe(200)
    expect(await statusOf('projects', project.id)).toBe('approved')
  })

  it('lets the owner ask for a modification, with notes, and tells every admin', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published', title: 'Demande du porteur' })
    const noNotes = await restPatch('projects', project.id, { status: 'mod_requested' }, actors.owner)
    expect(noNotes.status).toBe(400)
    expect(noNotes.body.errors?.[0]?.message).toBe('Décris la modification que tu souhaites.')
    const selfApproval = await restPatch('projects', project.id, { status: 'approved' }, actors.owner)
    expect(selfApproval.status).toBe(400)
    expect(selfApproval.body.errors?.[0]?.message).toBe('Seule l’équipe peut changer le statut de ce projet.')
    expect(await statusOf('projects', project.id)).toBe('published')

    const asked = await restPatch(
      'projects',
      project.id,
      { status: 'mod_requested', change_request_notes: 'Je change de cible.' },
      actors.owner,
    )
    expect(asked.status).toBe(200)
    expect(await statusOf('projects', project.id)).toBe('mod_requested')
    expect((await auditOf('projects', project.id)).at(-1)).toMatchObject({
      action: 'project.owner_change_request',
      actor_member: actors.owner.id,
      notes: 'Je change de cible.',
    })
    const toAdmin = (await queuedTo(actors.admin.email)).find(
      (email) => email.subject === 'Demande de modification : Demande du porteur',
    )
    expect(toAdmin?.text).toContain('Je change de cible.')
    // It leads to the project's moderation sheet, not Payload's generic editor.
    expect(toAdmin?.text).toContain(`/admin/projets?projet=${project.id}`)
    expect(toAdmin?.text).not.toContain('/admin/collections/')
  })

  it('refuses another member, whatever they send', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const response = await restPatch(
      'projects',
      project.id,
      { status: 'mod_requested', change_request_notes: 'Pirate' },
      actors.other,
    )
    expect([403, 404]).toContain(response.status)
    expect(await statusOf('projects', project.id)).toBe('published')
  })
})

describe('declared action status machine', () => {
  const declare = async (actionType: 'like' | 'comment' | 'share' | 'post' = 'comment') => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    return payload.create({
      collection: 'declared-actions',
      data: {
        member: actors.other.id,
        project: project.id,
        action_type: actionType,
        url: 'https://www.linkedin.com/feed/update/1',
        status: 'pending',
      },
      ...as(actors.other),
    })
  }
  const creditsFor = async (actionId: number) =>
    (await payload.find({ collection: 'points-ledger', where: { source_id: { equals: String(actionId) } }, depth: 0 }))
      .docs

  it('credits once when twenty admins validate the same action at the same time', async () => {
    const action = await declare('post')
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        payload.update({
          collection: 'declared-actions',
          id: action.id,
          data: { status: 'validated_manual' },
          ...as(actors.admin),
        }),
      ),
    )
    for (const result of results) {
      if (result.status === 'rejected') expect(String(result.reason)).toMatch(/déjà été traitée|vient d’être modifié/)
    }
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    const stored = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'validated_manual', validated_by: actors.admin.id })
    expect(await creditsFor(action.id)).toMatchObject([{ points: 10, member: actors.other.id }])
    expect((await auditOf('declared-actions', action.id)).map((entry) => entry.action)).toEqual([
      'declared-action.validated_manual',
    ])
  })

  it('rejects only with a reason, e-mails the member in French, and never moves a processed action again', async () => {
    const action = await declare('share')
    await expect(
      payload.update({
        collection: 'declared-actions',
        id: action.id,
        data: { status: 'rejected', validation_notes: ' ' },
        ...as(actors.admin),
      }),
    ).rejects.toThrow('Veuillez saisir un motif de refus')
    expect(await statusOf('declared-actions', action.id)).toBe('pending')

    await payload.update({
      collection: 'declared-actions',
      id: action.id,
      data: { status: 'rejected', validation_notes: 'Le lien ne montre pas de partage.' },
      ...as(actors.admin),
    })
    await expect(
      payload.update({
        collection: 'declared-actions',
        id: action.id,
        data: { status: 'validated_manual' },
        ...as(actors.admin),
      }),
    ).rejects.toThrow('Cette action a déjà été traitée.')
    expect(await creditsFor(action.id)).toHaveLength(0)

    // Every e-mail queued so far in this file (the paid campaigns' receipts too), not only the first 10.
    await payload.jobs.run({ limit: 100 })
    const delivered = await smtp.waitFor(
      (message) =>
        message.subject === 'Ton action n’a pas été validée' &&
        message.text?.includes('Le lien ne montre pas de partage.') === true,
    )
    expect(delivered.text).toContain('Ton action « Partage » déclarée sur')
    expect((await auditOf('declared-actions', action.id)).at(-1)).toMatchObject({
      action: 'declared-action.rejected',
      notes: 'Le lien ne montre pas de partage.',
    })
  })

  it('lets no member change a status over REST, not even the author of a pending declaration', async () => {
    const action = await declare('like')
    // The author may correct their pending declaration (link, network, type); its status is the
    // team's, dropped from what they send.
    const byAuthor = await restPatch('declared-actions', action.id, { status: 'validated_manual' }, actors.other)
    expect(byAuthor.status).toBe(200)
    const byProjectOwner = await restPatch('declared-actions', action.id, { status: 'validated_manual' }, actors.owner)
    expect(byProjectOwner.status).toBe(403)
    expect(await statusOf('declared-actions', action.id)).toBe('pending')
    expect(await creditsFor(action.id)).toEqual([])
  })
})

describe('member status machine', () => {
  const decisionsOf = async (memberId: number) =>
    (
      await payload.find({
        collection: 'admin-decisions',
        where: { member: { equals: memberId } },
        depth: 0,
        pagination: false,
      })
    ).docs

  it('accepts an applicant once, however many admins click: one decision, one e-mail', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Amandine')
    await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        payload.update({ collection: 'members', id: applicant.id, data: { status: 'active' }, ...as(actors.admin) }),
      ),
    )
    const stored = await payload.findByID({ collection: 'members', id: applicant.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'active', application_status: 'accepted' })
    expect(await decisionsOf(applicant.id)).toMatchObject([{ action: 'activated', admin_user: actors.admin.id }])
    expect((await auditOf('members', applicant.id)).map((entry) => entry.action)).toEqual(['member.activated'])
    const emails = (await queuedTo(applicant.email)).filter(
      (email) => email.subject === 'Bienvenue dans la Tryb : ton compte est actif ✅',
    )
    expect(emails).toHaveLength(1)
    // Its one-click sign-in link: one login token, however many admins clicked.
    expect(emails[0].text).toContain('/auth/callback?token=')
    const tokens = await payload.find({
      collection: 'magic-link-tokens',
      where: { member: { equals: applicant.id } },
      depth: 0,
    })
    expect(tokens.totalDocs).toBe(1)
  })

  it('pauses an applicant: decision "paused", application paused, no e-mail', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Paul')
    await payload.update({ collection: 'members', id: applicant.id, data: { status: 'inactive' }, ...as(actors.admin) })
    expect(await payload.findByID({ collection: 'members', id: applicant.id, depth: 0 })).toMatchObject({
      status: 'inactive',
      application_status: 'paused',
    })
    expect((await decisionsOf(applicant.id)).map((decision) => decision.action)).toEqual(['paused'])
    expect(await queuedTo(applicant.email)).toHaveLength(0)
  })

  it('refuses to send a reviewed member back to the waiting list, and a signed-up member not yet confirmed', async () => {
    const active = await createMember(payload, 'active', 'Victor')
    await expect(
      payload.update({ collection: 'members', id: active.id, data: { status: 'waitlist' }, ...as(actors.admin) }),
    ).rejects.toThrow('Un membre examiné ne retourne pas en attente.')
    const signedUp = await createMember(payload, 'waitlist', 'Inès')
    await payload.update({
      collection: 'members',
      id: signedUp.id,
      data: { source: 'signup', email_confirmed_at: null },
    })
    await expect(
      payload.update({ collection: 'members', id: signedUp.id, data: { status: 'active' }, ...as(actors.admin) }),
    ).rejects.toThrow('Ce membre n’a pas encore confirmé son adresse e-mail')
    expect(await statusOf('members', signedUp.id)).toBe('waitlist')
    expect(await decisionsOf(signedUp.id)).toHaveLength(0)
  })

  it('lets no member change their own status over REST', async () => {
    const member = await createMember(payload, 'waitlist', 'Wanda')
    const response = await restPatch('members', member.id, { status: 'active' }, member)
    expect(await statusOf('members', member.id)).toBe('waitlist')
    expect(response.status === 200 || response.status === 403).toBe(true)
  })
})

describe('the moderation e-mails', () => {
  it('each reaches the SMTP server in French, with the project’s or the member’s details', async () => {
    const admin = actors.admin
    const owner = await createMember(payload, 'active', 'Bérénice')
    const contributor = await createMember(payload, 'active', 'Côme')
    const campaign = await createProject(payload, owner, { status: 'pending', title: 'Campagne postée' })
    for (const data of [
      { status: 'approved' as const },
      { status: 'scheduled' as const, exposure_week_start: MONDAY, exposure_week: '23-29 novembre' },
      { status: 'published' as const },
    ]) {
      await payload.update({ collection: 'projects', id: campaign.id, data, ...as(admin) })
      if (data.status === 'approved') await payForProject(payload, campaign.id)
    }
    const feedback = await createProject(payload, owner, {
      status: 'pending',
      request_type: 'feedback',
      title: 'Idée postée',
    })
    await payload.update({ collection: 'projects', id: feedback.id, data: { status: 'published' }, ...as(admin) })
    const toFix = await createProject(payload, owner, { status: 'pending', title: 'Projet à corriger' })
    await payload.update({
      collection: 'projects',
      id: toFix.id,
      data: { status: 'mod_requested', moderation_notes: 'Une image plus nette.' },
      ...as(admin),
    })
    await payload.update({ collection: 'projects', id: toFix.id, data: { status: 'pending' }, ...as(owner) })
    // Another project: the admins hear about one project's owner moves at most once an hour.
    const toRename = await createProject(payload, owner, { status: 'pending', title: 'Projet à renommer' })
    await payload.update({
      collection: 'projects',
      id: toRename.id,
      data: { status: 'mod_requested', change_request_notes: 'Je change de nom.' },
      ...as(owner),
    })
    const declared = await payload.create({
      collection: 'declared-actions',
      data: {
        member: contributor.id,
        project: campaign.id,
        action_type: 'comment',
        url: 'https://www.linkedin.com/feed/update/42',
        status: 'pending',
      },
      ...as(contributor),
    })
    await payload.update({
      collection: 'declared-actions',
      id: declared.id,
      data: { status: 'rejected', validation_notes: 'Commentaire introuvable.' },
      ...as(admin),
    })
    const applicant = await createMember(payload, 'waitlist', 'Dorian')
    await payload.update({ collection: 'members', id: applicant.id, data: { status: 'active' }, ...as(admin) })

    const expected: [string, string, string][] = [
      [owner.email, 'Ton projet « Campagne postée » est validé', 'paiement de 100,00 € avant le'],
      [owner.email, 'Ton exposition est planifiée : 23-29 novembre', '« Campagne postée » sera mis en avant'],
      [owner.email, 'Campagne terminée : « Campagne postée »', 'merci 💛'],
      [owner.email, 'Ton projet « Idée postée » est publié', 'leurs retours'],
      [owner.email, 'Des modifications sont demandées pour « Projet à corriger »', 'Une image plus nette.'],
      [admin.email, 'Projet à modérer : Projet à corriger', 'attend sa modération'],
      [admin.email, 'Demande de modification : Projet à renommer', 'Je change de nom.'],
      [contributor.email, 'Ton action n’a pas été validée', 'Motif : Commentaire introuvable.'],
      [applicant.email, 'Bienvenue dans la Tryb : ton compte est actif ✅', '/auth/callback?token='],
    ]
    for (let run = 0; run < 5; run++) await payload.jobs.run({ limit: 100 })
    for (const [to, subject, excerpt] of expected) {
      const delivered = await smtp.waitFor(
        (message) => message.subject === subject && JSON.stringify(message.to).includes(to),
        5_000,
      )
      expect(delivered.text, subject).toContain(excerpt)
      expect(delivered.html || '', subject).toContain('<html lang="fr">')
    }
  })
})

describe('declared actions and members, through the REST API as an admin', () => {
  it('validates or rejects an action once, and answers a refused move with 400 and the French reason', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const [first, second] = await Promise.all(
      (['like', 'share'] as const).map((action_type) =>
        payload.create({
          collection: 'declared-actions',
          data: {
            member: actors.other.id,
            project: project.id,
            action_type,
            url: `https://www.linkedin.com/feed/update/rest-${action_type}`,
            status: 'pending',
          },
          ...as(actors.other),
        }),
      ),
    )
    expect((await restPatch('declared-actions', first.id, { status: 'validated_manual' }, actors.admin)).status).toBe(
      200,
    )
    const again = await restPatch(
      'declared-actions',
      first.id,
      { status: 'rejected', validation_notes: 'Trop tard' },
      actors.admin,
    )
    expect(again).toMatchObject({ status: 400, body: { errors: [{ message: 'Cette action a déjà été traitée.' }] } })
    const noReason = await restPatch(
      'declared-actions',
      second.id,
      { status: 'rejected', validation_notes: '' },
      actors.admin,
    )
    expect(noReason).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Veuillez saisir un motif de refus' }] },
    })
    expect(await statusOf('declared-actions', first.id)).toBe('validated_manual')
    expect(await statusOf('declared-actions', second.id)).toBe('pending')
  })

  it('accepts an applicant, and refuses sending a member back to the waiting list once the undo is past', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Rémi')
    expect((await restPatch('members', applicant.id, { status: 'active' }, actors.admin)).status).toBe(200)
    // Within minutes the move back is the undo of the review (tests/int/moderation-undo-members); later, refused.
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
      where target_collection = 'members' and target_id = ${String(applicant.id)}`)
    const back = await restPatch('members', applicant.id, { status: 'waitlist' }, actors.admin)
    expect(back).toMatchObject({
      status: 400,
      body: { errors: [{ message: UNDO_MESSAGES.expired }] },
    })
    expect(await statusOf('members', applicant.id)).toBe('active')
  })
})
