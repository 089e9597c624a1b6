import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest, ServerProps } from 'payload'
import { describe, expect, it } from 'vitest'

import type { countUpTo } from '@/db/cappedListCounts'
import { cappedCount } from '@/db/keysetPage'
import { COUNT_CAP, type Cursor } from '@/domain/request/listParams'
import { loadDashboard } from '@/dashboard/loadDashboard'
import { drizzleFor } from '@/db/drizzleFor'
import { parisWeekMonday } from '@/domain/weeks'
import { loadCockpit, RECENT_AUDIT_ENTRIES } from '@/moderation/cockpit'
import { openReactivationRequests } from '@/moderation/reactivationRequests'
import { latePayments } from '@/payments/latePayments'
import { listDeclaredActions } from '@/moderation/declaredActions'
import { listProjectsForModeration, PROJECT_LIST_SIZE, type ModerationLists } from '@/moderation/projects'
import { creditPoints } from '@/points/creditPoints'

import { createProject, memberData, type Actors } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { runServerTree } from './helpers/serverTree'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

/** `count` active members written by the adapter (no hooks), each credited `index + 1` points. */
async function addMembers(count: number, prefix: string) {
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const member = await payload.db.create({ collection: 'members', data: memberData('active', prefix) })
    await creditPoints(payload, {
      memberId: member.id,
      points: index + 1,
      reason: 'adjustment',
      sourceType: 'admin-adjustment',
      sourceId: `${prefix}-${index}`,
    })
    ids.push(member.id)
  }
  return ids
}

const pointsSums = (queries: string[]) => queries.filter((query) => /sum\(points\)/i.test(query)).length

describe('members: the period points of a page cost one grouped query', () => {
  it('reads the same number of statements for 5 and 40 members, each with its own points', async () => {
    const few = await addMembers(5, 'Peu')
    const many = await addMembers(40, 'Beaucoup')
    const read = (ids: number[]) =>
      countQueries(payload, () =>
        payload.find({
          collection: 'members',
          where: { id: { in: ids } },
          limit: 100,
          depth: 0,
          overrideAccess: false,
          user: actors.admin,
        }),
      )
    const small = await read(few)
    const large = await read(many)
    expect(pointsSums(small.queries)).toBe(1)
    expect(pointsSums(large.queries)).toBe(1)
    expect(large.queries.length).toBe(small.queries.length)
    const points = new Map(large.result.docs.map((member) => [member.id, member.points_period]))
    many.forEach((id, index) => expect(points.get(id)).toBe(index + 1))
  })

  it('counts a credit written after an earlier read of the same request', async () => {
    const [id] = await addMembers(1, 'Relu')
    const req = { context: {} } as Partial<PayloadRequest>
    const before = await payload.findByID({ collection: 'members', id, depth: 0, req })
    await creditPoints(payload, {
      memberId: id,
      points: 7,
      reason: 'adjustment',
      sourceType: 'admin-adjustment',
      sourceId: 'relu-extra',
    })
    const after = await payload.findByID({ collection: 'members', id, depth: 0, req })
    expect(after.points_period).toBe((before.points_period ?? 0) + 7)
  })

  it('the members REST list reads one sum per page', async () => {
    const { queries } = await countQueries(payload, () =>
      payload.find({ collection: 'members', limit: 50, depth: 0, overrideAccess: false, user: actors.admin }),
    )
    expect(pointsSums(queries)).toBe(1)
  })
})

describe('/admin/projets reads a page of each list, and the history only when a sheet opens', () => {
  /** Projects in each list, with one audit entry each (the history the list no longer reads). */
  async function addProjects(perList: number) {
    const owner = await payload.db.create({ collection: 'members', data: memberData('active', 'Porteur') })
    for (const status of ['pending', 'approved', 'mod_requested'] as const) {
      for (let index = 0; index < perList; index++) {
        const project = await createProject(payload, owner, { status, title: `Projet ${status} ${index}` })
        await payload.db.create({
          collection: 'audit-log',
          data: { action: 'project.status_change', target_collection: 'projects', target_id: String(project.id) },
        })
      }
    }
  }

  it('sends as many statements for 3 projects per list as for 60', async () => {
    await addProjects(3)
    const small = await countQueries(payload, () => listProjectsForModeration(payload, actors.admin))
    await addProjects(57)
    const large = await countQueries(payload, () => listProjectsForModeration(payload, actors.admin))
    expect(large.queries.length).toBe(small.queries.length)
    // Three lists, their three counts (one statement each), the owners, the rules (each type's
    // promised delay): a constant few.
    expect(large.queries.length).toBeLessThanOrEqual(10)
    expect(large.queries.some((query) => /audit_log/.test(query))).toBe(false)
    expect(pointsSums(large.queries)).toBe(0)
    const lists = large.result!
    expect(lists.pending).toHaveLength(PROJECT_LIST_SIZE)
    expect(lists.planned).toHaveLength(PROJECT_LIST_SIZE)
    expect(lists.paging.pending).toMatchObject({ count: 60, capped: false })
    expect(lists.paging.pending.next).not.toBeNull()
    expect(lists.paging.pending.previous).toBeNull()
  })

  it('keyset pages give every pending project exactly once, forward and back', async () => {
    const all = await payload.find({
      collection: 'projects',
      where: { status: { equals: 'pending' } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
    })
    const expected = all.docs.map((project) => project.id)
    const pages: number[][] = []
    let cursor: Cursor | null = null
    do {
      const lists: ModerationLists = (await listProjectsForModeration(payload, actors.admin, cursor, 7))!
      pages.push(lists.pending.map((project) => project.id))
      cursor = lists.paging.pending.next
    } while (cursor && pages.length < 100)
    expect(pages.flat()).toEqual(expected)

    // Back from the last page with "Plus récents": the same pages, in reverse.
    let back = (await listProjectsForModeration(payload, actors.admin, null, 7))!
    const forward: number[][] = [back.pending.map((project) => project.id)]
    while (back.paging.pending.next) {
      back = (await listProjectsForModeration(payload, actors.admin, back.paging.pending.next, 7))!
      forward.push(back.pending.map((project) => project.id))
    }
    const backward: number[][] = [back.pending.map((project) => project.id)]
    while (back.paging.pending.previous) {
      back = (await listProjectsForModeration(payload, actors.admin, back.paging.pending.previous, 7))!
      backward.unshift(back.pending.map((project) => project.id))
    }
    expect(backward).toEqual(forward)
  })
})

describe('/admin/interactions: keyset pages and a capped count', () => {
  it('walks every pending action exactly once, rows sharing an instant included, and back', async () => {
    const member = await payload.db.create({ collection: 'members', data: memberData('active', 'Déclarant') })
    const owner = await payload.db.create({ collection: 'members', data: memberData('active', 'Soutenu') })
    const types = ['like', 'comment', 'share', 'post'] as const
    for (let index = 0; index < 23; index++) {
      const project = await createProject(payload, owner, { title: `Projet soutenu ${index}` })
      await payload.db.create({
        collection: 'declared-actions',
        data: {
          member: member.id,
          project: project.id,
          action_type: types[index % types.length],
          url: `https://www.linkedin.com/feed/update/${index}`,
          status: 'pending',
          // Three rows per instant: the id settles their order.
          createdAt: new Date(Date.UTC(2026, 10, 1, 9, Math.floor(index / 3))).toISOString(),
        },
      })
    }
    const all = await payload.find({
      collection: 'declared-actions',
      where: { status: { equals: 'pending' } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
    })
    const walked: number[][] = []
    let page = await listDeclaredActions(payload, actors.admin, { status: 'pending', page: 1 }, 4)
    walked.push(page.rows.map((row) => row.id))
    expect(page).toMatchObject({ totalDocs: all.docs.length, capped: false, previous: null })
    while (page.next) {
      page = await listDeclaredActions(
        payload,
        actors.admin,
        { status: 'pending', page: page.page + 1, cursor: page.next },
        4,
      )
      walked.push(page.rows.map((row) => row.id))
    }
    expect(walked.flat()).toEqual(all.docs.map((doc) => doc.id))
    expect(walked).toHaveLength(Math.ceil(all.docs.length / 4))
    const back: number[][] = [page.rows.map((row) => row.id)]
    while (page.previous) {
      page = await listDeclaredActions(
        payload,
        actors.admin,
        { status: 'pending', page: page.page - 1, cursor: page.previous },
        4,
      )
      back.unshift(page.rows.map((row) => row.id))
    }
    expect(back).toEqual(walked)
  })

  it('a deep page sends the same statements as the first', async () => {
    const first = await countQueries(payload, () =>
      listDeclaredActions(payload, actors.admin, { status: 'pending', page: 1 }, 4),
    )
    const deep = await countQueries(payload, () =>
      listDeclaredActions(payload, actors.admin, { status: 'pending', page: 5, cursor: first.result.next! }, 4),
    )
    expect(deep.queries.length).toBe(first.queries.length)
    // The rows of the page are read from the cursor; only the count's probe skips (at most the cap).
    const pageRead = deep.queries.find((query) => /"member_id"/.test(query))!
    expect(pageRead).toMatch(/"created_at" </)
    expect(pageRead).not.toMatch(/offset/i)
  })

  it('counts up to the cap and then says so, without counting the rest', async () => {
    const db = await drizzleFor(payload)
    const bulk = (target: string, rows: number) =>
      db.execute(sql`insert into audit_log (action, target_collection, target_id, created_at, updated_at)
        select 'bulk', ${target}, g::text, now(), now() from generate_series(1, ${rows}) g`)
    await bulk('below', COUNT_CAP - 1)
    await bulk('at', COUNT_CAP)
    await bulk('above', COUNT_CAP + 250)
    const access = { user: actors.admin, overrideAccess: false as const }
    const count = (target: string) =>
      countQueries(payload, () => cappedCount(payload, 'audit-log', { target_collection: { equals: target } }, access))
    expect((await count('below')).result).toEqual({ count: COUNT_CAP - 1, capped: false })
    expect((await count('at')).result).toEqual({ count: COUNT_CAP, capped: false })
    const above = await count('above')
    expect(above.result).toEqual({ count: COUNT_CAP, capped: true })
    // One statement, counting the first rows past the cap only: never the other 249.
    expect(above.queries).toHaveLength(1)
    expect(above.queries[0]).toMatch(/count\(\*\)/i)
    expect(above.queries[0]).toMatch(/limit/i)
    // An exact count asked as a count stays exact.
    const exact = await payload.count({ collection: 'audit-log', where: { target_collection: { equals: 'above' } } })
    expect(exact.totalDocs).toBe(COUNT_CAP + 250)
  })

  it('caps a count asked from another copy of the module, as the production build bundles it', async () => {
    // The build puts src/db/cappedListCounts.ts in several chunks: the config's copy patches the
    // adapter, the views' copies set the cap. A query string makes vitest load such a second copy.
    const copy = (await import(/* @vite-ignore */ `../../src/db/cappedListCounts.ts?copy=${Date.now()}`)) as {
      countUpTo: typeof countUpTo
    }
    const db = await drizzleFor(payload)
    await db.execute(sql`insert into audit_log (action, target_collection, target_id, created_at, updated_at)
      select 'bulk', 'second-copy', g::text, now(), now() from generate_series(1, 12) g`)
    const counted = await countQueries(payload, () =>
      copy.countUpTo(5, () =>
        payload.count({ collection: 'audit-log', where: { target_collection: { equals: 'second-copy' } } }),
      ),
    )
    expect(counted.result.totalDocs).toBe(5)
    expect(counted.queries).toHaveLength(1)
    expect(counted.queries[0]).toMatch(/limit/i)
  })
})

describe('/dashboard reads the credits of what it shows', () => {
  it('the same statements for 3 adjustments as for 60, with each shown row’s points', async () => {
    const member = await payload.db.create({ collection: 'members', data: memberData('active', 'Tableau') })
    const owner = await payload.db.create({ collection: 'members', data: memberData('active', 'Porteur') })
    const project = await createProject(payload, owner, { title: 'Projet soutenu au tableau' })
    const action = await payload.db.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: project.id,
        action_type: 'comment',
        url: 'https://www.linkedin.com/feed/update/tableau',
        status: 'validated_manual',
      },
    })
    await creditPoints(payload, {
      memberId: member.id,
      points: 5,
      reason: 'comment',
      sourceType: 'declared-action',
      sourceId: action.id,
    })
    const adjust = async (from: number, to: number) => {
      for (let index = from; index < to; index++) {
        await creditPoints(payload, {
          memberId: member.id,
          points: 1,
          reason: 'adjustment',
          sourceType: 'admin-adjustment',
          sourceId: `tableau-${index}`,
          notes: `Ajustement ${index}`,
        })
      }
    }
    const full = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    await adjust(0, 3)
    const small = await countQueries(payload, () => loadDashboard(payload, full, 'all'))
    await adjust(3, 60)
    const large = await countQueries(payload, () => loadDashboard(payload, full, 'all'))
    expect(large.queries.length).toBe(small.queries.length)
    expect(large.result.points).toBe(65)
    expect(large.result.recent).toHaveLength(20)
    expect(small.result.recent.find((row) => row.key === `action-${action.id}`)?.points).toBe(5)
    expect(small.result.recent.filter((row) => row.kind === 'Ajustement')).toHaveLength(3)
    // Every read of the ledger is bounded: a limit, or the shown sources by id.
    for (const query of large.queries.filter((text) => /from "points_ledger"/.test(text))) {
      expect(query).toMatch(/limit|"source_id" in/i)
    }
    // No list's total is shown, so none is counted: only the invitations sent this semester and
    // each feedback request's feedbacks are.
    const counts = large.queries.filter((text) => /count\(/i.test(text))
    expect(counts.filter((text) => !/from referrals|from feedbacks f/.test(text))).toEqual([])
  })
})

describe('/dashboard’s "Cette semaine" reads the week’s projects and the member’s declarations on them', () => {
  it('the same statements for one project to amplify as for three, each with what the member declared', async () => {
    const now = new Date()
    const member = await payload.db.create({ collection: 'members', data: memberData('active', 'Semaine') })
    const owner = await payload.db.create({ collection: 'members', data: memberData('active', 'Campagne') })
    const full = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    const campaign = async (title: string, declared: ('like' | 'comment' | 'share')[]) => {
      const project = await createProject(payload, owner, { title, status: 'scheduled' })
      await payload.update({
        collection: 'projects',
        id: project.id,
        data: { exposure_week_start: parisWeekMonday(now).toISOString() },
      })
      for (const type of declared) {
        await payload.db.create({
          collection: 'declared-actions',
          data: {
            member: member.id,
            project: project.id,
            action_type: type,
            url: `https://www.linkedin.com/feed/update/${project.id}-${type}`,
            status: type === 'like' ? 'validated_auto' : 'pending',
          },
        })
      }
      return project
    }
    const first = await campaign('Campagne de la semaine 1', ['like'])
    // Another member's declaration on the same project is not this member's to see.
    const someoneElse = await payload.db.create({ collection: 'members', data: memberData('active', 'Autre') })
    await payload.db.create({
      collection: 'declared-actions',
      data: {
        member: someoneElse.id,
        project: first.id,
        action_type: 'post',
        url: 'https://www.linkedin.com/feed/update/autre-post',
        status: 'pending',
      },
    })
    const small = await countQueries(payload, () => loadDashboard(payload, full, 'all', now))
    await campaign('Campagne de la semaine 2', ['like', 'comment'])
    await campaign('Campagne de la semaine 3', ['like', 'comment', 'share'])
    const large = await countQueries(payload, () => loadDashboard(payload, full, 'all', now))
    expect(large.queries.length).toBe(small.queries.length)
    expect(small.result.week.projects).toMatchObject([
      { id: first.id, own: false, declared: [{ type: 'like', status: 'validated_auto' }] },
    ])
    const projects = large.result.week.projects
    expect(projects).toHaveLength(3)
    expect(projects.map((project) => project.declared.length).sort()).toEqual([1, 2, 3])
  })
})

describe('/admin’s cockpit reads the same statements whatever its journal names', () => {
  /** The cockpit's own statements; Payload's admin shell adds 4 (the bench counted 19 on the demo where this counted 15). */
  const COCKPIT_BUDGET = 20 - 4

  async function renderCockpit() {
    const { Cockpit } = await import('@/components/admin/cockpit/Cockpit')
    const { queries } = await countQueries(payload, async () =>
      runServerTree(await Cockpit({ user: actors.admin, payload } as unknown as ServerProps)),
    )
    return queries
  }

  async function journal(
    entries: { actor_user?: number; actor_member?: number; action: string; target: [string, number] }[],
  ) {
    for (const {
      target: [target_collection, id],
      ...entry
    } of entries)
      await payload.create({ collection: 'audit-log', data: { ...entry, target_collection, target_id: String(id) } })
  }

  it('names admins, members, projects and declared actions in the last entries without a read per kind', async () => {
    // The demo's journal: the server acting on subjects the history does not name.
    await journal(
      Array.from({ length: RECENT_AUDIT_ENTRIES }, (_, index) => ({
        action: 'payment.reminded',
        target: ['payments', 1000 + index],
      })),
    )
    const quiet = await renderCockpit()

    // A grown community's: admins and members acting on members, projects and declared actions.
    const project = await createProject(payload, actors.owner, { title: 'Un projet nommé par le journal' })
    const action = await payload.db.create({
      collection: 'declared-actions',
      data: {
        member: actors.other.id,
        project: project.id,
        action_type: 'comment',
        url: 'https://www.linkedin.com/posts/journal',
        status: 'validated_manual',
      },
    })
    const admin = actors.admin.id
    await journal([
      { actor_user: admin, action: 'member.activated', target: ['members', actors.owner.id] },
      { actor_user: admin, action: 'declared-action.validated_manual', target: ['declared-actions', action.id] },
      { actor_member: actors.owner.id, action: 'project.submitted', target: ['projects', project.id] },
      { actor_user: admin, action: 'project.unscheduled', target: ['projects', project.id] },
      { action: 'declared-action.validated_auto', target: ['declared-actions', action.id] },
    ])
    // And its panels hold rows: an open reactivation request, a payment past its deadline.
    await payload.db.create({
      collection: 'reactivation-requests',
      data: { member: actors.inactive.id, status: 'open', message: 'Je reviens' },
    })
    await payload.db.create({
      collection: 'payments',
      data: {
        project: project.id,
        member: actors.owner.id,
        amount_cents: 4900,
        method: 'transfer',
        status: 'pending',
        due_at: new Date(Date.now() - 3_600_000).toISOString(),
      },
    })
    const busy = await renderCockpit()
    expect(busy.length).toBe(quiet.length)
    expect((await openReactivationRequests(payload, actors.admin)).requests).toEqual([
      expect.objectContaining({
        memberId: actors.inactive.id,
        name: `${actors.inactive.first_name} ${actors.inactive.last_name}`,
        message: 'Je reviens',
      }),
    ])
    expect((await latePayments(payload, actors.admin)).payments).toEqual([
      expect.objectContaining({
        projectId: project.id,
        projectTitle: 'Un projet nommé par le journal',
        amountCents: 4900,
      }),
    ])
    expect(busy.length).toBeLessThanOrEqual(COCKPIT_BUDGET)

    // Each entry still says who did what to whom, with its links.
    const { audit } = await loadCockpit(payload, actors.admin)
    const full = (member: { first_name: string; last_name?: string | null }) =>
      `${member.first_name} ${member.last_name ?? ''}`.trim()
    const [other, owner, admin_] = [full(actors.other), full(actors.owner), actors.admin.name]
    const title = 'Un projet nommé par le journal'
    expect(audit.slice(0, 5).map((entry) => entry.sentence.map((part) => part.text).join(''))).toEqual([
      expect.stringMatching(
        new RegExp(`^Le reporting a validé \\(reporting\\) le commentaire (de |d’)${other} sur ${title}$`),
      ),
      `${admin_} a déplanifié la campagne de « ${title} »`,
      expect.stringMatching(new RegExp(`« ${title} » \\(par ${owner}\\)$`)),
      expect.stringMatching(new RegExp(`^${admin_} a validé le commentaire (de |d’)${other} sur ${title}$`)),
      expect.stringMatching(new RegExp(`^${admin_} a accepté la candidature (de |d’)${owner}$`)),
    ])
    const links = audit.slice(0, 5).flatMap((entry) => entry.sentence.flatMap((part) => part.href ?? []))
    expect(new Set(links)).toEqual(
      new Set([
        `/admin/collections/members/${actors.other.id}`,
        `/admin/collections/members/${actors.owner.id}`,
        `/admin/projets?projet=${project.id}`,
      ]),
    )
  })
})
