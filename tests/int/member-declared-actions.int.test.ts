import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findMemberDeclaredActions } from '@/community/findMemberDeclaredActions'
import type { ActionType, DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import {
  pageSizeFrom,
  type MemberDeclaredActionFilters,
  type PeriodFilter,
  type StatusFilter,
} from '@/domain/declaredActions/memberDeclaredActions'
import type { Project } from '@/payload-types'

import { createMember, createProject, type SignedInMember } from './helpers/actors'
import { as } from './helpers/matrix'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let pageSize: number
let alice: SignedInMember
let bruno: SignedInMember
let chloe: SignedInMember
let projects: Project[]
const ids: Record<string, number> = {}

/** "Now" for the filters: Saturday 21 November 2026, 11:00 in Paris. */
const NOW = new Date('2026-11-21T10:00:00Z')
const TYPES: ActionType[] = ['like', 'comment', 'share', 'post']

const filters = (
  period: PeriodFilter = 'all',
  status: StatusFilter = 'all',
  page = 1,
): MemberDeclaredActionFilters => ({
  period,
  status,
  page,
})
const list = (member: SignedInMember, wanted: MemberDeclaredActionFilters) =>
  findMemberDeclaredActions(payload, member, wanted, { pageSize, now: NOW })

async function declare(
  member: SignedInMember,
  slot: number,
  fields: { status: DeclaredActionStatus; createdAt: string; url?: string; validation_notes?: string },
) {
  const action_type = TYPES[slot % 4]
  const action = await payload.create({
    collection: 'declared-actions',
    data: {
      member: member.id,
      project: projects[Math.floor(slot / 4)].id,
      action_type,
      url: fields.url ?? `https://www.linkedin.com/feed/update/${member.id}-${slot}`,
      status: fields.status,
      validation_notes: fields.validation_notes,
      createdAt: fields.createdAt,
    },
  })
  // A validated action is credited by the collection's hook, with the rules' points for its type.
  return action
}

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  pageSize = pageSizeFrom((await payload.findGlobal({ slug: 'rules' })).page_size)
  const owner = await createMember(payload, 'active', 'Olga')
  alice = await createMember(payload, 'active', 'Alice')
  bruno = await createMember(payload, 'active', 'Bruno')
  chloe = await createMember(payload, 'active', 'Chloé')
  projects = []
  for (let index = 0; index < 12; index++)
    projects.push(await createProject(payload, owner, { title: `Projet ${index}` }))

  // Alice: one row per case the filters must tell apart (dates in UTC; Paris is UTC+1 in November).
  ids.pendingRecent = (await declare(alice, 0, { status: 'pending', createdAt: '2026-11-20T09:00:00.000Z' })).id
  ids.autoAtWeekStart = (
    await declare(alice, 1, { status: 'validated_auto', createdAt: '2026-11-14T10:00:00.000Z' })
  ).id
  ids.manualBeforeWeek = (
    await declare(alice, 2, { status: 'validated_manual', createdAt: '2026-11-14T09:59:59.000Z' })
  ).id
  ids.rejectedFirstOfMonth = (
    await declare(alice, 3, {
      status: 'rejected',
      createdAt: '2026-10-31T23:30:00.000Z', // 1 November, 00:30 in Paris
      validation_notes: 'Le commentaire est introuvable.',
    })
  ).id
  ids.autoLastOfOctober = (
    await declare(alice, 4, { status: 'validated_auto', createdAt: '2026-10-31T22:30:00.000Z' })
  ) // 23:30 in Paris
  .id
  ids.pendingOld = (
    await declare(alice, 5, {
      status: 'pending',
      createdAt: '2026-09-01T08:00:00.000Z',
      validation_notes: 'Note interne',
    })
  ).id
  ids.manualNoCredit = (
    await declare(alice, 6, { status: 'validated_manual', createdAt: '2026-11-21T09:00:00.000Z' })
  ).id
  ids.pendingHiddenProject = (await declare(alice, 8, { status: 'pending', createdAt: '2026-11-19T12:00:00.000Z' })).id
  ids.pendingBadUrl = (
    await declare(alice, 9, { status: 'pending', createdAt: '2026-08-01T08:00:00.000Z', url: 'javascript:alert(1)' })
  ).id
  // The project of slot 8 goes back under moderation: members may no longer read it.
  await payload.update({
    collection: 'projects',
    id: projects[2].id,
    data: { status: 'mod_requested', moderation_notes: 'Merci de revoir le résumé.' },
  })

  // Bruno declares on the same projects: none of it may reach Alice.
  for (let slot = 0; slot < 6; slot++) {
    await declare(bruno, slot, {
      status: slot % 2 ? 'validated_auto' : 'rejected',
      createdAt: '2026-11-20T10:00:00.000Z',
    })
  }

  // Chloé: 45 rows on only three distinct dates, so paging must not depend on dates being unique.
  const dates = ['2026-11-20T10:00:00.000Z', '2026-11-10T10:00:00.000Z', '2026-10-10T10:00:00.000Z']
  for (let slot = 0; slot < 45; slot++) {
    await declare(chloe, slot, { status: 'pending', createdAt: dates[slot % 3] })
  }
})

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b)

describe('only the member’s own rows', () => {
  it('lists Alice’s declarations and none of Bruno’s, and the other way round', async () => {
    const mine = await list(alice, filters())
    expect(mine.totalDocs).toBe(9)
    expect(idsOf(mine.rows)).toEqual(sorted(...Object.values(ids)))

    const his = await list(bruno, filters())
    expect(his.totalDocs).toBe(6)
    expect(his.rows.some((row) => Object.values(ids).includes(row.id))).toBe(false)
  })

  it('the access rule alone already hides other members’ rows from a member', async () => {
    const { totalDocs } = await payload.find({
      collection: 'declared-actions',
      where: { member: { equals: bruno.id } },
      ...as(alice),
    })
    expect(totalDocs).toBe(0)
  })
})

describe('status filter', () => {
  it.each([
    ['pending', ['pendingRecent', 'pendingOld', 'pendingHiddenProject', 'pendingBadUrl']],
    ['validated', ['autoAtWeekStart', 'manualBeforeWeek', 'autoLastOfOctober', 'manualNoCredit']],
    ['rejected', ['rejectedFirstOfMonth']],
  ] as const)('"%s" keeps exactly its rows', async (status, names) => {
    const expected = names.map((name) => ids[name])
    const result = await list(alice, filters('all', status))
    expect(result.totalDocs).toBe(expected.length)
    expect(idsOf(result.rows)).toEqual(sorted(...expected))
  })
})

describe('period filter', () => {
  it('"Cette semaine" keeps the last 7 days, the bound included', async () => {
    const result = await list(alice, filters('week'))
    expect(idsOf(result.rows)).toEqual(
      sorted(ids.pendingRecent, ids.autoAtWeekStart, ids.manualNoCredit, ids.pendingHiddenProject),
    )
  })

  it('"Ce mois-ci" starts on 1 November at midnight in Paris (31 October 23:00 UTC)', async () => {
    const result = await list(alice, filters('month'))
    expect(result.totalDocs).toBe(6)
    expect(result.rows.map((row) => row.id)).toContain(ids.rejectedFirstOfMonth)
    expect(result.rows.map((row) => row.id)).not.toContain(ids.autoLastOfOctober)
  })

  it('combines with the status filter', async () => {
    expect(idsOf((await list(alice, filters('month', 'validated'))).rows)).toEqual(
      sorted(ids.autoAtWeekStart, ids.manualBeforeWeek, ids.manualNoCredit),
    )
    const none = await list(alice, filters('week', 'rejected'))
    expect(none).toMatchObject({ totalDocs: 0, rows: [] })
  })
})

describe('what each row shows', () => {
  it('newest first, with ledger points for validated rows only and notes for rejected rows only', async () => {
    const { rows } = await list(alice, filters())
    expect(rows.map((row) => row.id)).toEqual([
      ids.manualNoCredit,
      ids.pendingRecent,
      ids.pendingHiddenProject,
      ids.autoAtWeekStart,
      ids.manualBeforeWeek,
      ids.rejectedFirstOfMonth,
      ids.autoLastOfOctober,
      ids.pendingOld,
      ids.pendingBadUrl,
    ])
    const byId = new Map(rows.map((row) => [row.id, row]))
    // The ledger's credits: the rules' points for each type (like 1, comment 3, share 3, post 10).
    expect(byId.get(ids.autoAtWeekStart)?.points).toBe(3) // comment
    expect(byId.get(ids.manualBeforeWeek)?.points).toBe(3) // share
    expect(byId.get(ids.autoLastOfOctober)?.points).toBe(1) // like
    expect(byId.get(ids.manualNoCredit)?.points).toBe(3) // share
    for (const id of [ids.pendingRecent, ids.rejectedFirstOfMonth, ids.pendingOld])
      expect(byId.get(id)?.points).toBeNull()

    expect(byId.get(ids.rejectedFirstOfMonth)?.notes).toBe('Le commentaire est introuvable.')
    expect(byId.get(ids.pendingOld)?.notes).toBeNull()
    expect(byId.get(ids.rejectedFirstOfMonth)).toMatchObject({ status: 'rejected', actionType: 'post' })
  })

  it('links a public project to its page, names no project the member may not read, opens only web links', async () => {
    const { rows } = await list(alice, filters())
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(ids.pendingRecent)?.project).toEqual({ title: 'Projet 0', href: `/p/${projects[0].slug}` })
    expect(byId.get(ids.pendingHiddenProject)?.project).toBeNull()
    expect(byId.get(ids.pendingRecent)?.url).toMatch(/^https:\/\/www\.linkedin\.com\//)
    expect(byId.get(ids.pendingBadUrl)?.url).toBeNull()
  })

  it('never returns the project owner', async () => {
    const result = await payload.find({
      collection: 'declared-actions',
      where: { id: { equals: ids.pendingRecent } },
      depth: 1,
      ...as(alice),
    })
    expect(result.docs[0].project).not.toHaveProperty('owner')
  })
})

describe('paging', () => {
  it('takes 20 rows per page from the rules global', () => {
    expect(pageSize).toBe(20)
  })

  it('pages 45 rows as 20, 20 and 5, each row once, newest first across pages', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(chloe, filters('all', 'all', page))))
    expect(pages.map((page) => page.rows.length)).toEqual([20, 20, 5])
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ page: index + 1, totalPages: 3, totalDocs: 45 })
    }
    const all = pages.flatMap((page) => page.rows)
    expect(new Set(all.map((row) => row.id)).size).toBe(45)
    const order = all.map((row) => [Date.parse(row.createdAt), row.id] as const)
    const expected = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1])
    expect(order).toEqual(expected)
  })

  it('pages after filtering: 30 rows this month make 2 pages', async () => {
    const first = await list(chloe, filters('month', 'pending', 1))
    const second = await list(chloe, filters('month', 'pending', 2))
    expect([first.totalDocs, first.totalPages, first.rows.length, second.rows.length]).toEqual([30, 2, 20, 10])
  })

  it('a page past the end is empty and still tells how many pages there are', async () => {
    const result = await list(chloe, filters('all', 'all', 9))
    expect(result).toMatchObject({ rows: [], totalPages: 3, totalDocs: 45 })
  })
})
