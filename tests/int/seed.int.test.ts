import {
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type CollectionSlug,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DECLARED_ACTION_STATUSES } from '@/domain/declaredActions/declaredActions'
import { MEMBER_STATUSES } from '@/domain/members/memberOptions'
import { PROJECT_STATUSES, isPubliclyVisible } from '@/domain/projects/projectVisibility'
import { DEFAULT_RULES } from '@/domain/rules'
import { seed } from '@/seed/seed'
import { seedIfEmpty } from '@/seed/seedIfEmpty'

import { setUpTestPayload } from './helpers/setUpTestPayload'

const SEED_PASSWORD = 'Graine-de-test-2026!'
const SEEDED: CollectionSlug[] = [
  'users',
  'members',
  'projects',
  'project-hero-images',
  'votes',
  'declared-actions',
  'points-ledger',
  'referrals',
]

let payload: Payload

beforeAll(async () => {
  process.env.SEED_PASSWORD = SEED_PASSWORD
  delete process.env.SEED_ADMIN_EMAIL
  delete process.env.SEED_MARKETING_EMAIL
})

afterAll(() => {
  delete process.env.SEED_PASSWORD
})

setUpTestPayload((started) => ({ payload } = started))

async function counts() {
  const entries = await Promise.all(
    SEEDED.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const),
  )
  return Object.fromEntries(entries) as Record<CollectionSlug, number>
}
const empty = Object.fromEntries(SEEDED.map((collection) => [collection, 0]))

const all = <T extends CollectionSlug>(collection: T) =>
  payload.find({ collection, pagination: false, limit: 0, depth: 0 }).then((result) => result.docs)

// These tests run in order on one database: the failures first, while it is still empty.
describe('seed', () => {
  it('leaves the database empty when a write fails midway (one transaction)', async () => {
    // The referrals come last: by then staff, members, projects, votes and credits are written.
    const realCreate = payload.create.bind(payload)
    const failOnReferrals = vi
      .spyOn(payload, 'create')
      .mockImplementation(((options: Parameters<Payload['create']>[0]) =>
        options.collection === 'referrals'
          ? Promise.reject(new Error('Panne simulée'))
          : realCreate(options)) as Payload['create'])
    try {
      await expect(seedIfEmpty(payload)).rejects.toThrow('Panne simulée')
      expect(failOnReferrals.mock.calls.some(([options]) => options.collection === 'votes')).toBe(true)
    } finally {
      failOnReferrals.mockRestore()
    }
    expect(await counts()).toEqual(empty)
  })

  it('rolls back with the transaction of its caller, e.g. on invalid credentials', async () => {
    // The admin is written first; the marketing address then fails validation.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await expect(
      seed({
        payload,
        req,
        credentials: { adminEmail: 'admin@tryb.local', marketingEmail: 'pas-un-email', password: SEED_PASSWORD },
      }),
    ).rejects.toThrow(ValidationError)
    await killTransaction(req)
    expect(await counts()).toEqual(empty)
  })

  it('seeds an empty database with demo content of every kind', async () => {
    expect(await seedIfEmpty(payload)).toBe(true)

    // Staff: one admin, one marketer, both with SEED_PASSWORD.
    const users = await all('users')
    expect(users.map((user) => [user.email, user.roles]).sort()).toEqual([
      ['admin@tryb.local', ['admin']],
      ['marketing@tryb.local', ['marketing']],
    ])
    for (const user of users) {
      const login = await payload.login({ collection: 'users', data: { email: user.email, password: SEED_PASSWORD } })
      expect(login.user?.id).toBe(user.id)
    }
    await expect(
      payload.login({ collection: 'users', data: { email: 'admin@tryb.local', password: 'autre-mot-de-passe' } }),
    ).rejects.toThrow()

    // Members in each status; they sign in with the same password.
    const members = await all('members')
    expect(new Set(members.map((member) => member.status))).toEqual(new Set(MEMBER_STATUSES))
    const activeMember = members.find((member) => member.status === 'active')
    const login = await payload.login({
      collection: 'members',
      data: { email: activeMember?.email ?? '', password: SEED_PASSWORD },
    })
    expect(login.user?.id).toBe(activeMember?.id)

    // Projects of both types; visibility ones walk the whole workflow.
    const projects = await all('projects')
    const statusesOf = (type: string) =>
      new Set(projects.filter((project) => project.request_type === type).map((project) => project.status))
    expect(statusesOf('visibility')).toEqual(new Set(PROJECT_STATUSES))
    expect(statusesOf('feedback')).toEqual(new Set(['pending', 'published', 'mod_requested']))
    expect(projects.every((project) => project.hero_image)).toBe(true)

    // Every project's counter equals its votes.
    const votes = await all('votes')
    expect(votes.length).toBeGreaterThan(0)
    for (const project of projects) {
      const votesForProject = votes.filter((vote) => vote.project === project.id).length
      expect(project.votes_count, project.title).toBe(votesForProject)
    }

    // Declarations in every status.
    const actions = await all('declared-actions')
    expect(new Set(actions.map((action) => action.status))).toEqual(new Set(DECLARED_ACTION_STATUSES))

    // Referrals both pending and active.
    const referrals = await all('referrals')
    const referralStatuses = new Set(referrals.map((referral) => referral.status))
    expect(referralStatuses.has('pending') && referralStatuses.has('active')).toBe(true)

    // Credits for exactly the validated declarations and the active referral, each at its rate.
    const validated = actions.filter(
      (action) => action.status === 'validated_auto' || action.status === 'validated_manual',
    )
    const activeReferrals = referrals.filter((referral) => referral.status === 'active')
    const expectedCredits = [
      ...validated.map((action) => ({
        source_type: 'declared-action',
        source_id: String(action.id),
        member: action.member,
        points: DEFAULT_RULES.points[action.action_type],
      })),
      ...activeReferrals.map((referral) => ({
        source_type: 'referral',
        source_id: String(referral.id),
        member: referral.member,
        points: DEFAULT_RULES.points.referral,
      })),
    ]
    const ledger = await all('points-ledger')
    const key = (row: { source_type: string; source_id?: string | null }) => `${row.source_type}:${row.source_id}`
    expect(
      ledger
        .map((row) => ({
          source_type: row.source_type,
          source_id: row.source_id,
          member: row.member,
          points: row.points,
        }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    ).toEqual(expectedCredits.sort((a, b) => key(a).localeCompare(key(b))))
  })

  it('only contains what the app itself would accept', async () => {
    const members = new Map((await all('members')).map((member) => [member.id, member]))
    const projects = new Map((await all('projects')).map((project) => [project.id, project]))

    // Activation requires a confirmed address.
    for (const member of members.values()) {
      if (member.status === 'active') expect(member.email_confirmed_at, member.email).toBeTruthy()
    }
    // Votes and declarations come from active members, on public projects of someone else.
    const contributions = [...(await all('votes')), ...(await all('declared-actions'))]
    for (const { member: memberId, project: projectId } of contributions) {
      const member = members.get(memberId as number)
      const project = projects.get(projectId as number)
      expect(member?.status).toBe('active')
      expect(project && isPubliclyVisible(project)).toBe(true)
      expect(project?.owner).toEqual(expect.any(Number))
      expect(project?.owner).not.toBe(memberId)
    }
  })

  it('does nothing when run again', async () => {
    const before = await counts()
    expect(before.users).toBe(2)
    expect(await seedIfEmpty(payload)).toBe(false)
    expect(await counts()).toEqual(before)
  })
})
