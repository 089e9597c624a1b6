import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { APPLICATION_MESSAGES, BULK_DECISION_MAX } from '@/domain/applications/adminApplications'
import { MEMBER_TRANSITION_ERRORS } from '@/domain/members/memberTransitions'
import { decideApplicants, listApplications } from '@/moderation/applications'
import { listDeclaredActions } from '@/moderation/declaredActions'
import { listProjectsForModeration } from '@/moderation/projects'

import { ACTOR_NAMES, createMember, createProject, type Actors, type ActorName } from './helpers/actors'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The moderation views: each pending item's wait and "En retard" against the rules' delays, the
 * sort by age (and by score for applications) through the keyset pages, and the bulk decision on
 * applicants — each one decided, logged and e-mailed through the single path, refused as a whole to
 * anyone but an admin.
 */
let smtp: TestSmtpServer
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

const NOW = new Date('2030-01-10T12:00:00.000Z')
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString()

async function applicant(first_name: string, data: Record<string, unknown> = {}) {
  const member = await createMember(payload, 'waitlist', first_name)
  return payload.update({
    collection: 'members',
    id: member.id,
    data: { source: 'landing /apply', score: 50, ...data },
  })
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'members', id, depth: 0 })).status
const decisionsOf = async (memberId: number) =>
  (await payload.find({ collection: 'admin-decisions', where: { member: { equals: memberId } }, depth: 0 })).docs
const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'members' } }, { target_id: { equals: String(id) } }] },
      depth: 0,
    })
  ).docs
const emailJobsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
      limit: 0,
    })
  ).docs.filter((job) => (job.input as { to?: string } | undefined)?.to === to)

describe('declared actions: wait, "En retard" and the sort by age', () => {
  it('marks a pending action late from the rules’ verification delay and walks the list oldest first', async () => {
    const member = await createMember(payload, 'active', 'Déclarante')
    const project = await createProject(payload, actors.owner, { title: 'Projet à soutenir' })
    // One member declares one action of each type per project: three actions, three types.
    const make = (hours: number, action_type: 'like' | 'comment' | 'share') =>
      payload.create({
        collection: 'declared-actions',
        data: {
          member: member.id,
          project: project.id,
          action_type,
          url: `https://www.linkedin.com/feed/update/${hours}`,
          status: 'pending',
          createdAt: hoursBefore(hours),
        },
      })
    // Older than anything else in the database: they open the "oldest first" list.
    const old = await make(24 * 400 + 49, 'like')
    const older = await make(24 * 400 + 50, 'comment')
    const fresh = await make(1, 'share')

    const oldestFirst = await listDeclaredActions(
      payload,
      actors.admin,
      { status: 'pending', order: 'oldest', page: 1 },
      2,
      NOW,
    )
    expect(oldestFirst.rows.map((row) => row.id)).toEqual([older.id, old.id])
    expect(oldestFirst.rows[0].waiting).toEqual({ age: '402 j', late: true })

    // The pages continue oldest first to the newest, each pending action once.
    const seen: number[] = [...oldestFirst.rows.map((row) => row.id)]
    let page = oldestFirst
    while (page.next) {
      page = await listDeclaredActions(
        payload,
        actors.admin,
        { status: 'pending', order: 'oldest', page: page.page + 1, cursor: page.next },
        2,
        NOW,
      )
      seen.push(...page.rows.map((row) => row.id))
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.at(-1)).toBe(fresh.id)

    // Newest first by default; a fresh action is not late, and the delay is the rules' value.
    const newest = await listDeclaredActions(payload, actors.admin, { status: 'pending', page: 1 }, 1, NOW)
    expect(newest.rows[0]).toMatchObject({ id: fresh.id, waiting: { age: '1 h', late: false } })
    await payload.updateGlobal({ slug: 'rules', data: { action_verification_hours: 1 } })
    try {
      const stricter = await listDeclaredActions(payload, actors.admin, { status: 'pending', page: 1 }, 1, NOW)
      expect(stricter.rows[0].waiting).toEqual({ age: '1 h', late: true })
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { action_verification_hours: 48 } })
    }
  })
})

describe('pending projects: their type’s delay and the sort by age', () => {
  /** A pending project submitted `hours` before NOW (the date written as the database holds it). */
  async function pendingProject(requestType: 'feedback' | 'visibility', hours: number) {
    const project = await createProject(payload, actors.owner, {
      title: `${requestType} de ${hours} h`,
      request_type: requestType,
      status: 'pending',
    })
    await payload.db.updateOne({ collection: 'projects', id: project.id, data: { createdAt: hoursBefore(hours) } })
    return project
  }

  it('feedback projects are late after 24 h, visibility ones after 48 h; oldest first on request', async () => {
    // Older than anything else in the database: they open the "oldest first" list.
    const feedback = await pendingProject('feedback', 24 * 500 + 30)
    const visibility = await pendingProject('visibility', 24 * 500 + 31)
    const oldest = (await listProjectsForModeration(payload, actors.admin, null, 2, { order: 'oldest', now: NOW }))!
    expect(oldest.pending.map((project) => project.id)).toEqual([visibility.id, feedback.id])
    expect(oldest.pending.every((project) => project.waiting?.late)).toBe(true)

    const recentFeedback = await pendingProject('feedback', 30)
    const recentVisibility = await pendingProject('visibility', 30)
    const newest = (await listProjectsForModeration(payload, actors.admin, null, 50, { order: 'newest', now: NOW }))!
    const waiting = new Map(newest.pending.map((project) => [project.id, project.waiting]))
    expect(waiting.get(recentFeedback.id)).toEqual({ age: '1 j 6 h', late: true })
    expect(waiting.get(recentVisibility.id)).toEqual({ age: '1 j 6 h', late: false })
    // Approved, scheduled or waiting for changes: no wait shown.
    expect([...newest.planned, ...newest.modRequested].every((project) => project.waiting === null)).toBe(true)
  })
})

describe('applications: sorts', () => {
  it('sorts by score (scored only), oldest first and newest first', async () => {
    const low = await applicant('Basse', { score: 11 })
    const high = await applicant('Haute', { score: 99 })
    const unscored = await applicant('Sansscore', { score: null })
    const byScore = await listApplications(payload, actors.admin, { tab: 'waitlist', sort: 'score', page: 1 }, 50)
    const ids = byScore.rows.map((row) => row.id)
    expect(ids).not.toContain(unscored.id)
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id))
    const scores = byScore.rows.map((row) => row.score ?? -1)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))

    const newest = await listApplications(payload, actors.admin, { tab: 'waitlist', page: 1 }, 3)
    expect(newest.rows.map((row) => row.id)).toEqual([unscored.id, high.id, low.id])
    const oldest = await listApplications(payload, actors.admin, { tab: 'all', sort: 'oldest', page: 1 }, 50)
    const dates = oldest.rows.map((row) => row.createdAt)
    expect(dates).toEqual([...dates].sort())
    // Waitlist rows show their wait, never late (no delay is promised for applications).
    expect(newest.rows[0].waiting).toMatchObject({ late: false })
  })
})

describe('applications: the bulk decision', () => {
  it('accepts each selected applicant through the single decision: logged, e-mailed, one failure said', async () => {
    const first = await applicant('Première')
    const second = await applicant('Seconde')
    const unconfirmed = await applicant('Nonconfirmée', { source: 'signup', email_confirmed_at: null })
    await payload.updateGlobal({ slug: 'rules', data: { capacity: 100000 } })
    try {
      const answer = await decideApplicants(payload, actors.admin, [first.id, unconfirmed.id, second.id], 'accept')
      expect(answer).toEqual({
        ok: true,
        results: [
          { id: first.id, outcome: { ok: true, message: APPLICATION_MESSAGES.activated } },
          { id: unconfirmed.id, outcome: { ok: false, message: MEMBER_TRANSITION_ERRORS.emailUnconfirmed } },
          { id: second.id, outcome: { ok: true, message: APPLICATION_MESSAGES.activated } },
        ],
      })
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { capacity: 50 } })
    }
    for (const member of [first, second]) {
      expect(await statusOf(member.id)).toBe('active')
      expect(await decisionsOf(member.id)).toMatchObject([{ action: 'activated', admin_user: actors.admin.id }])
      expect(await auditOf(member.id)).toMatchObject([{ action: 'member.activated', from: 'waitlist', to: 'active' }])
      expect(await emailJobsTo(member.email)).toHaveLength(1)
    }
    expect(await statusOf(unconfirmed.id)).toBe('waitlist')
    expect(await decisionsOf(unconfirmed.id)).toHaveLength(0)

    await payload.jobs.run()
    for (const member of [first, second]) {
      const email = await smtp.waitFor((message) => JSON.stringify(message.to ?? '').includes(member.email))
      expect(email.subject).toBe('Bienvenue dans la Tryb : ton compte est actif ✅')
    }

    // Deciding again says, for each, that it was already done.
    const again = await decideApplicants(payload, actors.admin, [first.id], 'pause')
    expect(again).toEqual({
      ok: true,
      results: [{ id: first.id, outcome: { ok: false, message: APPLICATION_MESSAGES.alreadyDecided } }],
    })
  })

  it('pauses several applicants, each with its decision and audit entry', async () => {
    const a = await applicant('Pausea')
    const b = await applicant('Pauseb')
    const answer = await decideApplicants(payload, actors.admin, [a.id, b.id, a.id], 'pause')
    expect(answer.ok && answer.results.map((result) => [result.id, result.outcome.ok])).toEqual([
      [a.id, true],
      [b.id, true],
    ])
    for (const member of [a, b]) {
      expect(await statusOf(member.id)).toBe('inactive')
      expect(await decisionsOf(member.id)).toMatchObject([{ action: 'paused' }])
    }
  })

  it('refuses an empty, malformed or oversized selection as a whole', async () => {
    const one = await applicant('Seule')
    expect(await decideApplicants(payload, actors.admin, [], 'accept')).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.bulkEmpty,
    })
    expect(await decideApplicants(payload, actors.admin, [one.id, 'x'], 'accept')).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.bulkEmpty,
    })
    const many = Array.from({ length: BULK_DECISION_MAX + 1 }, (_, index) => one.id + 100000 + index)
    expect(await decideApplicants(payload, actors.admin, many, 'pause')).toEqual({
      ok: false,
      message: APPLICATION_MESSAGES.bulkTooMany,
    })
    expect(await statusOf(one.id)).toBe('waitlist')
  })

  it.each(ACTOR_NAMES.filter((name) => name !== 'admin'))(
    '%s cannot run the bulk decision: refused, nothing decided or e-mailed',
    async (name: ActorName) => {
      const user = actors.user(name)
      const target = await applicant('Cible')
      for (const decision of ['accept', 'pause'] as const) {
        expect(await decideApplicants(payload, user, [target.id], decision, { confirmFull: true })).toEqual({
          ok: false,
          message: user ? 'Accès refusé' : 'Utilisateur non authentifié',
        })
      }
      expect(await statusOf(target.id)).toBe('waitlist')
      expect(await decisionsOf(target.id)).toHaveLength(0)
      expect(await emailJobsTo(target.email)).toHaveLength(0)
    },
  )
})
