import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  findCommunityList,
  findHomeProjects,
  findProjectForViewer,
  findPublicProject,
  hasVoted,
  votedProjectIds,
} from '@/community/projects'
import { toggleVote } from '@/community/toggleVote'
import { VOTE_ERRORS } from '@/domain/community'
import { parisWeekMonday } from '@/domain/weeks'
import type { Member, Project } from '@/payload-types'

import { createProject, memberData, type Actors, type SignedInMember } from './helpers/actors'
import { payForProject } from './helpers/payments'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

const sql = (text: string, values: unknown[] = []) =>
  (payload.db as unknown as PostgresAdapter).pool.query(text, values)

/** Moves a project to the state a test needs, as the admins would (server write). */
async function setProject(id: number, data: Partial<Project>) {
  return payload.update({ collection: 'projects', id, data, depth: 0 })
}

async function setVotes(id: number, count: number) {
  await sql('update projects set votes_count = $2 where id = $1', [id, count])
}

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

describe('who sees a project page', () => {
  it('a pending project: its owner and the admins only; never another member or a visitor', async () => {
    const project = await createProject(payload, actors.owner, { status: 'pending', title: 'Projet en attente' })
    const slug = project.slug!
    expect((await findProjectForViewer(payload, slug, actors.owner))?.id).toBe(project.id)
    expect((await findProjectForViewer(payload, slug, actors.admin))?.id).toBe(project.id)
    expect(await findProjectForViewer(payload, slug, actors.other)).toBeNull()
    expect(await findProjectForViewer(payload, slug, actors.waitlist)).toBeNull()
    expect(await findProjectForViewer(payload, slug, actors.marketing)).toBeNull()
    expect(await findProjectForViewer(payload, slug, null)).toBeNull()
  })

  it('an approved (unpaid) visibility project stays private; once scheduled everyone sees it, without its owner', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', request_type: 'visibility' })
    const slug = project.slug!
    expect(await findProjectForViewer(payload, slug, null)).toBeNull()
    expect(await findProjectForViewer(payload, slug, actors.other)).toBeNull()

    await payForProject(payload, project.id)
    await setProject(project.id, {
      status: 'scheduled',
      exposure_week: '16-22 novembre',
      exposure_week_start: '2026-11-16T00:00:00.000Z',
    })
    const seenByVisitor = await findProjectForViewer(payload, slug, null)
    expect(seenByVisitor?.id).toBe(project.id)
    expect(seenByVisitor).not.toHaveProperty('owner')
    expect(seenByVisitor).not.toHaveProperty('moderation_notes')
    const seenByOther = await findProjectForViewer(payload, slug, actors.other)
    expect(seenByOther).not.toHaveProperty('owner')
    // The owner still knows it is theirs.
    const seenByOwner = await findProjectForViewer(payload, slug, actors.owner)
    expect(seenByOwner?.owner).toBeTruthy()
  })

  it('a scheduled feedback project or one under moderation is not public', async () => {
    const feedback = await createProject(payload, actors.owner, { status: 'scheduled', request_type: 'feedback' })
    const moderated = await createProject(payload, actors.owner, { status: 'mod_requested' })
    for (const project of [feedback, moderated]) {
      expect(await findProjectForViewer(payload, project.slug!, null)).toBeNull()
      expect(await findProjectForViewer(payload, project.slug!, actors.other)).toBeNull()
      expect((await findProjectForViewer(payload, project.slug!, actors.owner))?.id).toBe(project.id)
    }
  })

  it('an unknown slug is nobody’s', async () => {
    expect(await findProjectForViewer(payload, 'aucun-projet-de-ce-nom', actors.admin)).toBeNull()
  })
})

describe('the cached page of a project', () => {
  it('holds public projects only, as a visitor reads them: no owner, no team notes', async () => {
    const project = await createProject(payload, actors.owner, { status: 'approved', request_type: 'visibility' })
    const slug = project.slug!
    await setProject(project.id, { moderation_notes: 'Note de l’équipe' })
    expect(await findPublicProject(payload, slug)).toBeNull()

    await payForProject(payload, project.id)
    await setProject(project.id, {
      status: 'scheduled',
      exposure_week: '16-22 novembre',
      exposure_week_start: '2026-11-16T00:00:00.000Z',
    })
    const cached = await findPublicProject(payload, slug)
    expect(cached?.id).toBe(project.id)
    expect(cached).not.toHaveProperty('owner')
    expect(cached).not.toHaveProperty('moderation_notes')

    await setProject(project.id, { status: 'mod_requested', moderation_notes: 'Ajoute une capture.' })
    expect(await findPublicProject(payload, slug)).toBeNull()
    expect(await findPublicProject(payload, 'aucun-projet-de-ce-nom')).toBeNull()
  })
})

describe('the community home', () => {
  it('lists this Paris week’s public visibility projects by votes (3 at most) and 6 published feedback projects', async () => {
    const now = new Date()
    const monday = parisWeekMonday(now)
    const thisWeek = await Promise.all(
      [5, 40, 12, 30].map(async (votes, index) => {
        const project = await createProject(payload, actors.owner, {
          status: 'scheduled',
          title: `Cette semaine ${index}`,
        })
        // Stored as the admin's date picker does (midday), still this week.
        await setProject(project.id, { exposure_week_start: new Date(monday.getTime() + 11 * 3_600_000).toISOString() })
        await setVotes(project.id, votes)
        return project
      }),
    )
    const finished = await createProject(payload, actors.owner, {
      status: 'published',
      title: 'Campagne de cette semaine finie',
    })
    await setProject(finished.id, { exposure_week_start: monday.toISOString() })
    await setVotes(finished.id, 20)
    const nextWeek = await createProject(payload, actors.owner, { status: 'scheduled', title: 'Semaine prochaine' })
    await setProject(nextWeek.id, { exposure_week_start: parisWeekMonday(now, 1).toISOString() })
    await setVotes(nextWeek.id, 100)
    const lastWeek = await createProject(payload, actors.owner, { status: 'published', title: 'Semaine dernière' })
    await setProject(lastWeek.id, { exposure_week_start: parisWeekMonday(now, -1).toISOString() })
    await setVotes(lastWeek.id, 100)
    const unpaid = await createProject(payload, actors.owner, { status: 'approved', title: 'Pas encore payé' })
    await setProject(unpaid.id, { exposure_week_start: monday.toISOString() })
    await setVotes(unpaid.id, 100)

    const feedback = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const project = await createProject(payload, actors.owner, { status: 'published', request_type: 'feedback' })
        await setVotes(project.id, index)
        return project
      }),
    )
    await createProject(payload, actors.owner, { status: 'pending', request_type: 'feedback' })

    const home = await findHomeProjects(payload, { visibility: 3, feedback: 6 }, now)
    expect(home.visibility.map((project) => project.title)).toEqual([
      'Cette semaine 1',
      'Cette semaine 3',
      'Campagne de cette semaine finie',
    ])
    expect(home.visibility.map((project) => project.votes_count)).toEqual([40, 30, 20])
    expect(thisWeek).toHaveLength(4)
    expect(home.feedback.map((project) => project.id)).toEqual(
      feedback
        .slice(2)
        .reverse()
        .map((project) => project.id),
    )
    for (const project of [...home.visibility, ...home.feedback]) expect(project).not.toHaveProperty('owner')
  })

  it('"Voir tout" lists every public project of the type, paged by the database', async () => {
    const visibility = await findCommunityList(payload, 'visibilite', 1, 2)
    const { totalDocs: publicVisibility } = await payload.count({
      collection: 'projects',
      where: {
        and: [{ request_type: { equals: 'visibility' } }, { status: { in: ['scheduled', 'published'] } }],
      },
    })
    expect(visibility.totalDocs).toBe(publicVisibility)
    expect(visibility.docs).toHaveLength(2)
    expect(visibility.totalPages).toBe(Math.ceil(publicVisibility / 2))
    const all = await findCommunityList(payload, 'visibilite', 1, 100)
    expect(all.docs.every((project) => ['scheduled', 'published'].includes(project.status))).toBe(true)

    const feedback = await findCommunityList(payload, 'feedbacks', 2, 5)
    expect(feedback.page).toBe(2)
    const everyFeedback = await findCommunityList(payload, 'feedbacks', 1, 100)
    expect(
      everyFeedback.docs.every((project) => project.status === 'published' && project.request_type === 'feedback'),
    ).toBe(true)
    expect(feedback.docs.map((project) => project.id)).toEqual(
      everyFeedback.docs.slice(5, 10).map((project) => project.id),
    )
  })
})

/** Runs `work` on every item with at most `width` running at once (a sliding window, not batches). */
async function atMostAtOnce<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index])
      }
    }),
  )
  return results
}

describe('votes', () => {
  it('a member toggles their vote: +1 then −1, and the count is the stored one', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published', request_type: 'feedback' })
    const first = await toggleVote(payload, actors.other, project.id)
    expect(first).toEqual({ ok: true, voted: true, count: 1 })
    expect(await hasVoted(payload, actors.other, project.id)).toBe(true)
    const second = await toggleVote(payload, actors.other, project.id)
    expect(second).toEqual({ ok: true, voted: false, count: 0 })
    expect(await hasVoted(payload, actors.other, project.id)).toBe(false)
  })

  it('tells a member which of the listed projects they voted for, from their own votes only', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createProject(payload, actors.owner, { status: 'published', request_type: 'feedback' })),
    )
    await toggleVote(payload, actors.other, a.id)
    await toggleVote(payload, actors.other, c.id)
    await toggleVote(payload, actors.owner, b.id)
    expect((await votedProjectIds(payload, actors.other, [a.id, b.id, c.id])).sort()).toEqual([a.id, c.id].sort())
    expect(await votedProjectIds(payload, actors.other, [b.id])).toEqual([])
    expect(await votedProjectIds(payload, actors.owner, [a.id, b.id, c.id])).toEqual([b.id])
    expect(await votedProjectIds(payload, actors.other, [])).toEqual([])
  })

  it('refuses visitors, waitlist and inactive members, and projects that are not public', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    expect(await toggleVote(payload, null, project.id)).toEqual({ ok: false, error: VOTE_ERRORS.member })
    expect(await toggleVote(payload, actors.waitlist, project.id)).toEqual({ ok: false, error: VOTE_ERRORS.add })
    expect(await toggleVote(payload, actors.inactive, project.id)).toEqual({ ok: false, error: VOTE_ERRORS.add })
    const hidden = await createProject(payload, actors.owner, { status: 'pending' })
    expect(await toggleVote(payload, actors.other, hidden.id)).toEqual({ ok: false, error: VOTE_ERRORS.add })
    const { rows } = await sql('select count(*)::int as n from votes where project_id = any($1)', [
      [project.id, hidden.id],
    ])
    expect(rows[0].n).toBe(0)
  })

  it('keeps votes_count equal to the votes after 200 members toggle, 50 at once (and again)', async () => {
    const project = await createProject(payload, actors.owner, { status: 'scheduled' })
    const voters: SignedInMember[] = (
      await Promise.all(
        Array.from({ length: 200 }, () =>
          payload.db.create({ collection: 'members', data: memberData('active', 'Votant') }),
        ),
      )
    ).map((member) => ({ ...(member as Member), collection: 'members' as const }))

    const counts = async () => {
      const { rows } = await sql(
        `select p.votes_count as counter, (select count(*) from votes v where v.project_id = p.id)::int as rows
         from projects p where p.id = $1`,
        [project.id],
      )
      return { counter: Number(rows[0].counter), rows: rows[0].rows }
    }

    // At most 50 at a time (2.5 times the pool's connections: every toggle overlaps others on the
    // project's counter). All 200 launched at once queued for a connection past the pool's 15 s on
    // CI's machine at a load of 17, and those were refused — a queue, not the race tested here.
    const results = await atMostAtOnce(voters, 50, (voter) => toggleVote(payload, voter, project.id))
    // Named when one fails: the refusal's French message says which step gave way.
    expect(results.filter((result) => !(result.ok && result.voted))).toEqual([])
    expect(await counts()).toEqual({ counter: 200, rows: 200 })

    // Half of them take their vote back while the other half toggle twice.
    const [leaving, hesitating] = [voters.slice(0, 100), voters.slice(100)]
    const interleaved = leaving.flatMap((voter, index) => [
      { voter, times: 1 },
      { voter: hesitating[index], times: 2 },
    ])
    await atMostAtOnce(interleaved, 50, async ({ voter, times }) => {
      for (let time = 0; time < times; time++) await toggleVote(payload, voter, project.id)
    })
    expect(await counts()).toEqual({ counter: 100, rows: 100 })
    // 200 members made and 400 toggles: past the int tests' 60 s at a load of 10 (CI, with other
    // files' servers beside it).
  }, 180_000)
})
