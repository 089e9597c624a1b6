import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { APPLICATION_MESSAGES } from '@/domain/applications/adminApplications'
import { DECLARED_ACTION_MODERATION_MESSAGES } from '@/domain/declaredActions/adminDeclaredActions'
import { DECLARED_ACTION_TRANSITION_ERRORS } from '@/domain/declaredActions/declaredActionTransitions'
import { MEMBER_TRANSITION_ERRORS } from '@/domain/members/memberTransitions'
import { acceptApplicant, listApplications, pauseApplicant } from '@/moderation/applications'
import { listDeclaredActions, rejectDeclaredAction, validateDeclaredAction } from '@/moderation/declaredActions'
import type { DeclaredAction } from '@/payload-types'

import { ACTOR_NAMES, createMember, createProject, pngFile, type Actors, type ActorName } from './helpers/actors'
import { as, outcomeOf, runMatrix } from './helpers/matrix'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The server side of /admin/interactions and /admin/candidatures (src/moderation): what the
 * views list, the decisions they make as the admin, and who is refused.
 */
let smtp: TestSmtpServer
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

const NON_ADMINS = ACTOR_NAMES.filter((name) => name !== 'admin')

async function declared(
  actionType: DeclaredAction['action_type'] = 'comment',
  options: { status?: DeclaredAction['status']; url?: string; createdAt?: string } = {},
) {
  const member = await createMember(payload, 'active', 'Déclarant')
  const project = await createProject(payload, actors.owner, { title: `Projet soutenu ${member.id}` })
  const action = await payload.create({
    collection: 'declared-actions',
    data: {
      member: member.id,
      project: project.id,
      action_type: actionType,
      url: options.url ?? `https://www.linkedin.com/feed/update/${member.id}`,
      status: options.status ?? 'pending',
      validation_notes: options.status === 'rejected' ? 'Lien introuvable' : undefined,
      createdAt: options.createdAt,
    },
  })
  return { member, project, action }
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'declared-actions', id, depth: 0 })).status
const creditsFor = async (actionId: number) =>
  (
    await payload.find({
      collection: 'points-ledger',
      where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { equals: String(actionId) } }] },
      depth: 0,
    })
  ).docs
const auditOf = async (collection: string, id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: collection } }, { target_id: { equals: String(id) } }] },
      depth: 0,
      pagination: false,
    })
  ).docs
const decisionsOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'admin-decisions',
      where: { member: { equals: memberId } },
      depth: 0,
      pagination: false,
    })
  ).docs
/** The outbox jobs addressed to `to`. */
const emailJobsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
      limit: 0,
    })
  ).docs.filter((job) => (job.input as { to?: string } | undefined)?.to === to)

describe('listing declared actions', () => {
  // First in the file, so the list holds exactly these rows.
  const rows: Record<string, number> = {}
  beforeAll(async () => {
    const at = (minute: number) => `2026-11-20T09:${String(minute).padStart(2, '0')}:00.000Z`
    rows.pendingA = (await declared('like', { createdAt: at(1) })).action.id
    rows.pendingB = (await declared('share', { createdAt: at(2) })).action.id
    rows.pendingC = (await declared('post', { createdAt: at(3), url: 'javascript:alert(1)' })).action.id
    rows.auto = (await declared('like', { status: 'validated_auto', createdAt: at(4) })).action.id
    rows.manual = (await declared('comment', { status: 'validated_manual', createdAt: at(5) })).action.id
    rows.rejectedA = (await declared('share', { status: 'rejected', createdAt: at(6) })).action.id
    rows.rejectedB = (await declared('post', { status: 'rejected', createdAt: at(7) })).action.id
  })

  it('pages all of them, newest first, in the database', async () => {
    const first = await listDeclaredActions(payload, actors.admin, { status: 'all', page: 1 }, 3)
    expect(first).toMatchObject({ page: 1, totalPages: 3, totalDocs: 7 })
    expect(first.rows.map((row) => row.id)).toEqual([rows.rejectedB, rows.rejectedA, rows.manual])
    const last = await listDeclaredActions(payload, actors.admin, { status: 'all', page: 3 }, 3)
    expect(last.rows.map((row) => row.id)).toEqual([rows.pendingA])
  })

  it('filters by status, "Validées" being both validated statuses', async () => {
    const ids = async (status: 'pending' | 'validated' | 'rejected') =>
      (await listDeclaredActions(payload, actors.admin, { status, page: 1 })).rows.map((row) => row.id)
    expect(await ids('pending')).toEqual([rows.pendingC, rows.pendingB, rows.pendingA])
    expect(await ids('validated')).toEqual([rows.manual, rows.auto])
    expect(await ids('rejected')).toEqual([rows.rejectedB, rows.rejectedA])
  })

  it('shows the member, the project and its page, the type, the link and the status', async () => {
    const { rows: listed } = await listDeclaredActions(payload, actors.admin, { status: 'pending', page: 1 })
    const row = listed.find((candidate) => candidate.id === rows.pendingB)!
    const project = await payload.findByID({
      collection: 'projects',
      id: (await payload.findByID({ collection: 'declared-actions', id: rows.pendingB, depth: 0 })).project as number,
    })
    expect(row).toMatchObject({
      member: { name: 'Déclarant Test', email: expect.stringMatching(/^declarant-/) },
      project: { title: project.title, href: `/p/${project.slug}` },
      actionType: 'share',
      url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
      status: 'pending',
    })
    // A link a browser would run is shown as text, never as a link.
    expect(listed.find((candidate) => candidate.id === rows.pendingC)).toMatchObject({
      url: null,
      rawUrl: 'javascript:alert(1)',
    })
  })
})

describe('validating a declared action', () => {
  it('moves it to validated_manual, records the admin, credits the rules’ points once and logs it', async () => {
    await payload.updateGlobal({ slug: 'rules', data: { points: { comment: 4 } } })
    const { action } = await declared('comment')
    expect(await validateDeclaredAction(payload, actors.admin, action.id)).toEqual({
      ok: true,
      message: DECLARED_ACTION_MODERATION_MESSAGES.validated,
    })

    const saved = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(saved).toMatchObject({ status: 'validated_manual', validated_by: actors.admin.id })
    expect((await creditsFor(action.id)).map((credit) => credit.points)).toEqual([4])
    expect((await auditOf('declared-actions', action.id)).map((entry) => entry.action)).toEqual([
      'declared-action.validated_manual',
    ])

    expect(await validateDeclaredAction(payload, actors.admin, action.id)).toEqual({
      ok: false,
      message: DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed,
    })
    expect(await creditsFor(action.id)).toHaveLength(1)
    await payload.updateGlobal({ slug: 'rules', data: { points: { comment: 3 } } })
  })

  it('twenty admins validating at once make one validation, one credit and one audit entry', async () => {
    const { action } = await declared('post')
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => validateDeclaredAction(payload, actors.admin, action.id)),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.message)).toEqual(
      Array(19).fill(DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed),
    )
    expect(await statusOf(action.id)).toBe('validated_manual')
    expect((await creditsFor(action.id)).map((credit) => credit.points)).toEqual([10])
    expect(await auditOf('declared-actions', action.id)).toHaveLength(1)
  })

  it('answers the product’s message for an action that does not exist', async () => {
    expect(await validateDeclaredAction(payload, actors.admin, 999_999)).toEqual({
      ok: false,
      message: DECLARED_ACTION_MODERATION_MESSAGES.validateFailed,
    })
    expect(await validateDeclaredAction(payload, actors.admin, 'abc')).toEqual({
      ok: false,
      message: DECLARED_ACTION_MODERATION_MESSAGES.validateFailed,
    })
  })
})

describe('rejecting a declared action', () => {
  it('needs a reason: blank is refused and nothing changes', async () => {
    const { member, action } = await declared('share')
    for (const reason of ['', '   ', undefined, 42]) {
      expect(await rejectDeclaredAction(payload, actors.admin, action.id, reason)).toEqual({
        ok: false,
        message: 'Veuillez saisir un motif de refus',
      })
    }
    expect(await statusOf(action.id)).toBe('pending')
    expect(await auditOf('declared-actions', action.id)).toHaveLength(0)
    expect(await emailJobsTo(member.email)).toHaveLength(0)
  })

  it('rejects with the reason, credits nothing, logs it and e-mails the member in French', async () => {
    const { member, project, action } = await declared('share')
    const reason = '  Le partage n’apparaît pas sur ton profil LinkedIn.  '
    expect(await rejectDeclaredAction(payload, actors.admin, action.id, reason)).toEqual({
      ok: true,
      message: DECLARED_ACTION_MODERATION_MESSAGES.rejected,
    })

    const saved = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(saved).toMatchObject({ status: 'rejected', validation_notes: reason.trim() })
    expect(await creditsFor(action.id)).toHaveLength(0)
    expect(await auditOf('declared-actions', action.id)).toMatchObject([
      {
        action: 'declared-action.rejected',
        from: 'pending',
        to: 'rejected',
        notes: reason.trim(),
        actor_user: actors.admin.id,
      },
    ])
    expect(await emailJobsTo(member.email)).toHaveLength(1)

    await payload.jobs.run()
    const email = await smtp.waitFor(
      (message) => message.to !== undefined && JSON.stringify(message.to).includes(member.email),
    )
    expect(email.subject).toBe('Ton action n’a pas été validée')
    expect(email.text).toContain(`Ton action « Partage » déclarée sur « ${project.title} » n’a pas pu être validée.`)
    expect(email.text).toContain(`Motif : ${reason.trim()}`)
    expect(email.text).toContain('/contributions')

    // A rejection is final.
    expect(await validateDeclaredAction(payload, actors.admin, action.id)).toEqual({
      ok: false,
      message: DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed,
    })
    expect(await creditsFor(action.id)).toHaveLength(0)
  })

  it('refuses a reason longer than the e-mail can carry', async () => {
    const { action } = await declared('like')
    expect(await rejectDeclaredAction(payload, actors.admin, action.id, 'x'.repeat(1001))).toEqual({
      ok: false,
      message: DECLARED_ACTION_MODERATION_MESSAGES.reasonTooLong,
    })
    expect(await statusOf(action.id)).toBe('pending')
  })
})

/** A fresh applicant on the waitlist, as /apply leaves them. */
async function applicant(first_name = 'Candidate', data: Record<string, unknown> = {}) {
  const member = await createMember(payload, 'waitlist', first_name)
  return payload.update({
    collection: 'members',
    id: member.id,
    data: {
      source: 'landing /apply',
      score: 72,
      motivations: ['more_visibility', 'challenge_idea'],
      linkedin_url: 'https://www.linkedin.com/in/candidate',
      linkedin_count: 1200,
      instagram_count: 300,
      project_url: 'https://monprojet.fr',
      mvp_url: 'https://app.monprojet.fr',
      admin_notes: 'Profil intéressant',
      ...data,
    },
  })
}

const memberStatus = async (id: number) => {
  const member = await payload.findByID({ collection: 'members', id, depth: 0 })
  return { status: member.status, application_status: member.application_status }
}

describe('listing applications', () => {
  it('counts each tab, filters and pages in the database', async () => {
    const before = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 1 })
    const fresh = [await applicant('Alice'), await applicant('Bruno'), await applicant('Chloé')]
    const after = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 1 }, 2)
    expect(after.counts).toEqual({ ...before.counts, waitlist: before.counts.waitlist + 3, all: before.counts.all + 3 })
    expect(after.counts.all).toBe(after.counts.waitlist + after.counts.active + after.counts.inactive)
    expect(after).toMatchObject({
      page: 1,
      totalDocs: before.counts.waitlist + 3,
      totalPages: Math.ceil((before.counts.waitlist + 3) / 2),
    })
    // Newest first.
    expect(after.rows.map((row) => row.id)).toEqual([fresh[2].id, fresh[1].id])
    const second = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 2 }, 2)
    expect(second.rows[0]?.id).toBe(fresh[0].id)

    for (const tab of ['active', 'inactive'] as const) {
      const listed = await listApplications(payload, actors.admin, { tab, page: 1 })
      expect(listed.totalDocs).toBe(after.counts[tab])
      expect(listed.rows.every((row) => row.status === tab)).toBe(true)
    }
    expect((await listApplications(payload, actors.admin, { tab: 'all', page: 1 })).totalDocs).toBe(after.counts.all)
    expect(after.capacity).toBe(50)
    expect(after.activeMembers).toBe(after.counts.active)
  })

  it('gives the sheet every field of the application, the referrer and the confirmation', async () => {
    const invited = await applicant('Inès', { email_confirmed_at: '2026-11-20T10:00:00.000Z' })
    await payload.create({
      collection: 'referrals',
      data: {
        member: actors.owner.id,
        referee_email: invited.email,
        referee: invited.id,
        code: `code-${invited.id}`,
        status: 'pending',
      },
    })
    const { rows } = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 1 })
    expect(rows.find((row) => row.id === invited.id)).toEqual({
      id: invited.id,
      name: 'Inès Test',
      email: invited.email,
      createdAt: invited.createdAt,
      score: 72,
      source: 'Candidature (/apply)',
      status: 'waitlist',
      emailConfirmedAt: '2026-11-20T10:00:00.000Z',
      deletionRequestedAt: null,
      professionalStatus: null,
      networks: [
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/candidate', count: 1200, countLabel: 'relations' },
        { label: 'Instagram', url: null, count: 300, countLabel: 'abonnés' },
        { label: 'Facebook', url: null, count: 0, countLabel: 'amis' },
      ],
      projectUrl: 'https://monprojet.fr',
      mvpUrl: 'https://app.monprojet.fr',
      motivations: [
        "J'aimerais donner plus de visibilité à mon projet",
        "J'ai une idée que je voudrais challenger avec la communauté Tryb",
      ],
      photo: null,
      bio: null,
      sectors: [],
      adminNotes: 'Profil intéressant',
      referrer: { name: `${actors.owner.first_name} ${actors.owner.last_name}`, email: actors.owner.email },
      // On the waitlist: its wait, never late (applications have no promised delay).
      waiting: { age: 'moins d’une heure', late: false },
    })
    const uninvited = rows.find((row) => row.id !== invited.id)
    expect(uninvited?.referrer).toBeNull()
  })

  it('shows the profile a waiting member completed: photo, bio, sectors', async () => {
    const member = await applicant('Paola')
    const avatar = await payload.create({
      collection: 'avatars',
      data: { uploader: member.id },
      file: await pngFile('p.png'),
    })
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { avatar: avatar.id, bio: '  Je lance une marque de céramique.  ', sectors: ['Design', 'E-commerce'] },
    })
    const { rows } = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 1 })
    const row = rows.find((candidate) => candidate.id === member.id)!
    expect(row).toMatchObject({ bio: 'Je lance une marque de céramique.', sectors: ['Design', 'E-commerce'] })
    expect(row.photo).toMatch(/^\/api\/avatars\/file\/[-\w]+\.(png|webp|jpe?g)$/)
  })
})

describe('deciding on an application', () => {
  it('accepts a waitlist applicant: active, decision "activated" with the notes, audit, activation e-mail', async () => {
    const member = await applicant('Amandine')
    expect(await acceptApplicant(payload, actors.admin, member.id, { notes: '  Super dossier  ' })).toEqual({
      ok: true,
      message: 'Membre activé & email envoyé ✅',
    })
    expect(await memberStatus(member.id)).toEqual({ status: 'active', application_status: 'accepted' })
    expect(await decisionsOf(member.id)).toMatchObject([
      { action: 'activated', admin_user: actors.admin.id, notes: 'Super dossier' },
    ])
    expect(await auditOf('members', member.id)).toMatchObject([
      { action: 'member.activated', from: 'waitlist', to: 'active' },
    ])
    expect(await emailJobsTo(member.email)).toHaveLength(1)

    await payload.jobs.run()
    const email = await smtp.waitFor((message) => JSON.stringify(message.to ?? '').includes(member.email))
    expect(email.subject).toBe('Bienvenue dans la Tryb : ton compte est actif ✅')
    expect(email.text).toContain('Bonjour Amandine,')
    expect(email.text).toMatch(/https?:\/\/\S+\/auth\/callback\?token=/)

    // Accepting an active member, or pausing them, is refused and changes nothing.
    expect(await acceptApplicant(payload, actors.admin, member.id)).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.alreadyDecided,
    })
    expect(await pauseApplicant(payload, actors.admin, member.id)).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.alreadyDecided,
    })
    expect(await memberStatus(member.id)).toEqual({ status: 'active', application_status: 'accepted' })
    expect(await decisionsOf(member.id)).toHaveLength(1)
  })

  it('pauses a waitlist applicant: inactive, decision "paused", audit, no e-mail', async () => {
    const member = await applicant('Paul')
    expect(await pauseApplicant(payload, actors.admin, member.id)).toEqual({
      ok: true,
      message: 'Membre mis en pause ✅',
    })
    expect(await memberStatus(member.id)).toEqual({ status: 'inactive', application_status: 'paused' })
    expect(await decisionsOf(member.id)).toMatchObject([
      { action: 'paused', admin_user: actors.admin.id, notes: 'Profil intéressant' },
    ])
    expect(await auditOf('members', member.id)).toMatchObject([
      { action: 'member.paused', from: 'waitlist', to: 'inactive' },
    ])
    expect(await emailJobsTo(member.email)).toHaveLength(0)

    // Only waitlist members are decided on here.
    expect(await pauseApplicant(payload, actors.admin, member.id)).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.alreadyDecided,
    })
    expect(await acceptApplicant(payload, actors.admin, member.id)).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.alreadyDecided,
    })
    expect(await decisionsOf(member.id)).toHaveLength(1)
  })

  it('shows the status machine’s French refusal: a signed-up member must confirm the address first', async () => {
    const member = await applicant('Sam', { source: 'signup', email_confirmed_at: null })
    expect(await acceptApplicant(payload, actors.admin, member.id)).toEqual({
      ok: false,
      message: MEMBER_TRANSITION_ERRORS.emailUnconfirmed,
    })
    expect(await memberStatus(member.id)).toEqual({ status: 'waitlist', application_status: 'waitlist' })
    expect(await decisionsOf(member.id)).toHaveLength(0)
    expect(await emailJobsTo(member.email)).toHaveLength(0)
  })

  it('asks to confirm before accepting beyond the capacity', async () => {
    const member = await applicant('Zoé')
    const { totalDocs: active } = await payload.count({
      collection: 'members',
      where: { status: { equals: 'active' } },
    })
    await payload.updateGlobal({ slug: 'rules', data: { capacity: active } })
    try {
      const question = await acceptApplicant(payload, actors.admin, member.id)
      expect(question).toEqual({
        ok: false,
        needsConfirmation: true,
        message: `Toutes les places sont prises (${active} membres actifs pour ${active} places). Accepter quand même ce membre ?`,
      })
      expect(await memberStatus(member.id)).toMatchObject({ status: 'waitlist' })
      expect(await acceptApplicant(payload, actors.admin, member.id, { confirmFull: true })).toMatchObject({ ok: true })
      expect(await memberStatus(member.id)).toMatchObject({ status: 'active' })
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { capacity: 50 } })
    }
  })

  it('two applicants accepted at the same instant cannot both take the last place', async () => {
    const [first, second] = [await applicant('Iris'), await applicant('Jade')]
    const { totalDocs: active } = await payload.count({
      collection: 'members',
      where: { status: { equals: 'active' } },
    })
    await payload.updateGlobal({ slug: 'rules', data: { capacity: active + 1 } })
    try {
      const outcomes = await Promise.all(
        [first, second].map((member) => acceptApplicant(payload, actors.admin, member.id)),
      )
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
      expect(
        outcomes.filter((outcome) => !outcome.ok && 'needsConfirmation' in outcome && outcome.needsConfirmation),
      ).toHaveLength(1)
      const { totalDocs: after } = await payload.count({
        collection: 'members',
        where: { status: { equals: 'active' } },
      })
      expect(after).toBe(active + 1)
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { capacity: 50 } })
    }
  })

  it('five admins accepting at once make one decision and one e-mail', async () => {
    const member = await applicant('Simone')
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => acceptApplicant(payload, actors.admin, member.id)),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(await decisionsOf(member.id)).toHaveLength(1)
    expect(await auditOf('members', member.id)).toHaveLength(1)
    expect(await emailJobsTo(member.email)).toHaveLength(1)
  })

  it('answers "Candidature introuvable." for an unknown member', async () => {
    expect(await pauseApplicant(payload, actors.admin, 999_999)).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.notFound,
    })
  })
})

describe('only admins moderate', () => {
  it.each(NON_ADMINS)('%s cannot list or decide anything through the views’ functions', async (name: ActorName) => {
    const user = actors.user(name)
    await expect(listDeclaredActions(payload, user, { status: 'all', page: 1 })).rejects.toBeInstanceOf(Forbidden)
    await expect(listApplications(payload, user, { tab: 'all', page: 1 })).rejects.toBeInstanceOf(Forbidden)

    const { action } = await declared('like')
    const member = await applicant('Refusée')
    const refusal = { ok: false, message: user ? 'Accès refusé' : 'Utilisateur non authentifié' }
    expect(await validateDeclaredAction(payload, user, action.id)).toEqual(refusal)
    expect(await rejectDeclaredAction(payload, user, action.id, 'Motif')).toEqual(refusal)
    expect(await acceptApplicant(payload, user, member.id, { confirmFull: true })).toEqual(refusal)
    expect(await pauseApplicant(payload, user, member.id)).toEqual(refusal)

    expect(await statusOf(action.id)).toBe('pending')
    expect(await creditsFor(action.id)).toHaveLength(0)
    expect(await memberStatus(member.id)).toEqual({ status: 'waitlist', application_status: 'waitlist' })
    expect(await decisionsOf(member.id)).toHaveLength(0)
  })

  // What PATCH /api/declared-actions/:id does for each caller: the Local API with access control.
  describe('the underlying updates, as the REST API runs them', () => {
    runMatrix(
      {
        validate: async (name) => {
          const { action } = await declared('like')
          await payload.update({
            collection: 'declared-actions',
            id: action.id,
            data: { status: 'validated_manual' },
            ...as(actors.user(name)),
          })
        },
        reject: async (name) => {
          const { action } = await declared('like')
          await payload.update({
            collection: 'declared-actions',
            id: action.id,
            data: { status: 'rejected', validation_notes: 'Motif' },
            ...as(actors.user(name)),
          })
        },
      },
      {
        validate: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
        reject: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
      },
    )

    it.each(NON_ADMINS)('%s cannot accept or pause an applicant through the members API', async (name: ActorName) => {
      const user = actors.user(name)
      for (const status of ['active', 'inactive'] as const) {
        const member = await applicant('Cible')
        const outcome = await outcomeOf(() =>
          payload.update({ collection: 'members', id: member.id, data: { status }, ...as(user) }),
        )
        // Another member's row is hidden; a member's own status is an admin-only field, left as it is.
        expect(['forbidden', 'hidden']).toContain(outcome)
        expect(await memberStatus(member.id)).toEqual({ status: 'waitlist', application_status: 'waitlist' })
        expect(await decisionsOf(member.id)).toHaveLength(0)
      }
      // Even the waitlist member on their own row: the status stays.
      if (name === 'waitlist') {
        await payload.update({
          collection: 'members',
          id: actors.waitlist.id,
          data: { status: 'active' },
          ...as(actors.waitlist),
        })
        expect((await memberStatus(actors.waitlist.id)).status).toBe('waitlist')
      }
    })
  })
})
