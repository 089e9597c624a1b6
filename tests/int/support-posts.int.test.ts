import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { correctDeclaredAction, withdrawDeclaredAction } from '@/community/declaredActionChanges'
import type { projectViewerState as ProjectViewerState } from '@/community/projectViewer'
import { DECLARED_ACTION_CHANGE_MESSAGES } from '@/domain/declaredActions/declaredActionChanges'
import { DUPLICATE_DECLARED_ACTION } from '@/domain/messages'
import { SUPPORT_POSTS_MESSAGES } from '@/domain/support/supportPosts'
import { parisWeekMonday } from '@/domain/weeks'
import type { DeclaredAction, Project } from '@/payload-types'
import { saveSupportPosts } from '@/projects/saveSupportPosts'
import { FIELD_MESSAGES } from '@/validation/fieldMessages'

import { createMember, PROJECT_SUMMARY, submittedContent, type Actors, type SignedInMember } from './helpers/actors'
import { as, outcomeOf } from './helpers/matrix'
import { authorizationOf, restRequest, type RestAnswer } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The posts to amplify: the owner's list of posts to support and who may change it until when, who
 * reads it, and a member's corrections and withdrawals of their own pending declarations — through
 * the Local API as each actor and through REST, the doors members reach.
 */

let payload: Payload
let actors: Actors
/** Author of the projects the others support (the actors' `owner` owns the campaigns below). */
let author: SignedInMember

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  author = await createMember(payload, 'active', 'Auteur')
})

/** The project page's viewer data; imported once Payload runs (it reads the config, which reads DATABASE_URL). */
const projectViewerState: typeof ProjectViewerState = async (...args) =>
  (await import('@/community/projectViewer')).projectViewerState(...args)

const POSTS = [
  { url: 'https://www.linkedin.com/posts/tryb-1', network: 'linkedin' },
  { url: 'https://www.instagram.com/p/tryb-2/', network: 'instagram' },
] as const

/** A project written by the server, its week `weekOffset` weeks from this Paris week. */
function campaign(
  owner: { id: number },
  options: { status?: Project['status']; request_type?: Project['request_type']; weekOffset?: number | null } = {},
) {
  const weekOffset = options.weekOffset === undefined ? 0 : options.weekOffset
  return payload.create({
    collection: 'projects',
    data: {
      title: `Campagne ${Math.random().toString(36).slice(2, 8)}`,
      summary: PROJECT_SUMMARY,
      request_type: options.request_type ?? 'visibility',
      primary_target: 'Solopreneurs',
      status: options.status ?? 'scheduled',
      owner: owner.id,
      exposure_week_start: weekOffset === null ? null : parisWeekMonday(new Date(), weekOffset).toISOString(),
    },
  })
}

const storedPosts = async (id: number) =>
  ((await payload.findByID({ collection: 'projects', id, depth: 0 })).posts_to_support ?? []).map(
    ({ url, network }) => ({ url, network }),
  )

const messages = (answer: RestAnswer) => (answer.body.errors ?? []).map((error) => error.message)

const patchPosts = async (project: Project, user: SignedInMember | Actors['admin'], posts: unknown) =>
  restRequest(payload, 'PATCH', `/projects/${project.id}`, await authorizationOf(payload, user), {
    posts_to_support: posts,
  })

describe('the posts to support: the owner changes them during their campaign only', () => {
  it('the owner sets them on a visibility project scheduled this week, through REST', async () => {
    const project = await campaign(actors.owner)
    const answer = await patchPosts(project, actors.owner, POSTS)
    expect(answer.status).toBe(200)
    expect(await storedPosts(project.id)).toEqual(POSTS)
  })

  it('and before the week starts, and on a campaign marked published during its week', async () => {
    for (const project of [
      await campaign(actors.owner, { weekOffset: 2 }),
      await campaign(actors.owner, { status: 'published' }),
    ]) {
      expect((await patchPosts(project, actors.owner, POSTS)).status).toBe(200)
      expect(await storedPosts(project.id)).toEqual(POSTS)
    }
  })

  it.each([
    ['whose week has ended', { weekOffset: -1 }],
    ['published after its week', { status: 'published', weekOffset: -2 }],
    ['published with no week', { status: 'published', weekOffset: null }],
    ['pending', { status: 'pending', weekOffset: null }],
    ['approved', { status: 'approved', weekOffset: null }],
    ['asking for changes', { status: 'mod_requested', weekOffset: null }],
    ['of feedback', { status: 'published', request_type: 'feedback', weekOffset: null }],
  ] as const)('refuses the owner of a project %s, in French, writing nothing', async (_, options) => {
    const project = await campaign(actors.owner, options)
    const answer = await patchPosts(project, actors.owner, POSTS)
    expect(answer.status).toBe(400)
    expect(messages(answer)).toEqual([SUPPORT_POSTS_MESSAGES.closed])
    expect(await storedPosts(project.id)).toEqual([])
  })

  it('keeps a finished campaign’s list as it is: the owner cannot empty it, sending it back unchanged is no change', async () => {
    const project = await campaign(actors.owner, { weekOffset: -1 })
    await payload.update({ collection: 'projects', id: project.id, data: { posts_to_support: [...POSTS] } })
    const emptied = await patchPosts(project, actors.owner, [])
    expect(emptied.status).toBe(400)
    expect(messages(emptied)).toEqual([SUPPORT_POSTS_MESSAGES.closed])
    expect((await patchPosts(project, actors.owner, POSTS)).status).toBe(200)
    expect(await storedPosts(project.id)).toEqual(POSTS)
  })

  it('refuses every other member (REST and Local API), writing nothing', async () => {
    const project = await campaign(actors.owner)
    for (const member of [actors.other, actors.waitlist, author]) {
      expect((await patchPosts(project, member, POSTS)).status).toBe(403)
      const attempt = () =>
        payload.update({
          collection: 'projects',
          id: project.id,
          data: { posts_to_support: [...POSTS] },
          ...as(member),
        })
      expect(await outcomeOf(attempt)).toBe('forbidden')
    }
    const visitor = await restRequest(payload, 'PATCH', `/projects/${project.id}`, undefined, {
      posts_to_support: POSTS,
    })
    expect(visitor.status).toBe(403)
    expect(await storedPosts(project.id)).toEqual([])
  })

  it('lets the admins change them whenever, but never with a post twice', async () => {
    const project = await campaign(actors.owner, { weekOffset: -3, status: 'published' })
    expect((await patchPosts(project, actors.admin, POSTS)).status).toBe(200)
    expect(await storedPosts(project.id)).toEqual(POSTS)

    const twice = await patchPosts(project, actors.admin, [
      ...POSTS,
      { url: 'http://linkedin.com/posts/tryb-1?utm_source=x', network: 'other' },
    ])
    expect(twice.status).toBe(400)
    expect(messages(twice)).toEqual([SUPPORT_POSTS_MESSAGES.duplicate])
    expect(await storedPosts(project.id)).toEqual(POSTS)
  })

  it('refuses the owner a post twice, a link that is not a web link and a sixth post', async () => {
    const project = await campaign(actors.owner)
    const twice = await patchPosts(project, actors.owner, [POSTS[0], { ...POSTS[0], network: 'facebook' }])
    expect(twice.status).toBe(400)
    expect(messages(twice)).toEqual([SUPPORT_POSTS_MESSAGES.duplicate])

    const script = await patchPosts(project, actors.owner, [{ url: 'javascript:alert(1)', network: 'other' }])
    expect(script.status).toBe(400)
    expect(JSON.stringify(script.body)).toContain('seuls les liens http ou https')

    const six = Array.from({ length: 6 }, (_, index) => ({ url: `https://x.com/post/${index}`, network: 'other' }))
    expect((await patchPosts(project, actors.owner, six)).status).toBe(400)
    expect(await storedPosts(project.id)).toEqual([])
  })

  it('refuses posts on a member’s new project (it is pending until scheduled)', async () => {
    const member = await createMember(payload, 'active', 'Nouvelle')
    const attempt = async () =>
      payload.create({
        collection: 'projects',
        data: {
          title: 'Projet avec publications',
          summary: PROJECT_SUMMARY,
          request_type: 'feedback',
          primary_target: 'Solopreneurs',
          ...(await submittedContent(payload, member, 'feedback')),
          status: 'pending',
          posts_to_support: [...POSTS],
        },
        ...as(member),
      })
    expect(await outcomeOf(attempt)).toContain(SUPPORT_POSTS_MESSAGES.closed)
    expect((await payload.count({ collection: 'projects', where: { owner: { equals: member.id } } })).totalDocs).toBe(0)
  })

  it('saveSupportPosts (the owner’s form) stores the links normalised and answers in French', async () => {
    const project = await campaign(actors.owner)
    const saved = await saveSupportPosts(payload, actors.owner, project.id, {
      posts: [{ url: ' linkedin.com/posts/abc ', network: 'linkedin' }],
    })
    expect(saved).toEqual({
      ok: true,
      message: SUPPORT_POSTS_MESSAGES.saved,
      posts: [{ url: 'https://linkedin.com/posts/abc', network: 'linkedin' }],
    })
    expect(await storedPosts(project.id)).toEqual([{ url: 'https://linkedin.com/posts/abc', network: 'linkedin' }])

    expect(await saveSupportPosts(payload, actors.other, project.id, { posts: [] })).toEqual({
      ok: false,
      message: SUPPORT_POSTS_MESSAGES.notOwner,
    })
    const finished = await campaign(actors.owner, { weekOffset: -1 })
    expect(await saveSupportPosts(payload, actors.owner, finished.id, { posts: [...POSTS] })).toEqual({
      ok: false,
      message: SUPPORT_POSTS_MESSAGES.closed,
    })
  })
})

describe('who reads the posts to support', () => {
  let project: Project

  beforeAll(async () => {
    project = await campaign(actors.owner)
    await payload.update({ collection: 'projects', id: project.id, data: { posts_to_support: [...POSTS] } })
  })

  const readThroughRest = async (user?: SignedInMember | Actors['admin']) => {
    const authorization = user ? await authorizationOf(payload, user) : undefined
    const byId = await restRequest(payload, 'GET', `/projects/${project.id}?depth=0`, authorization)
    const list = await restRequest(payload, 'GET', `/projects?where[id][equals]=${project.id}&depth=0`, authorization)
    expect(byId.status).toBe(200)
    const listed = (list.body.docs as Record<string, unknown>[])[0]
    return { posts: [byId.body.posts_to_support, listed.posts_to_support], bodies: JSON.stringify([byId, list]) }
  }

  it('never a visitor, a waitlist or an inactive member', async () => {
    for (const reader of [undefined, actors.waitlist]) {
      // Payload answers an array it may not show as empty: the posts themselves never come back.
      const { posts, bodies } = await readThroughRest(reader)
      expect(posts).toEqual([[], []])
      expect(bodies).not.toMatch(/tryb-1|tryb-2/)
    }
    // An inactive member cannot sign in; the Local API as them reads no post either.
    const asInactive = await payload.findByID({
      collection: 'projects',
      id: project.id,
      depth: 0,
      ...as(actors.inactive),
    })
    expect(asInactive.posts_to_support).toEqual([])
  })

  it('every active member, the owner and the admins', async () => {
    for (const reader of [actors.other, actors.owner, actors.admin]) {
      const [byId, listed] = (await readThroughRest(reader)).posts
      expect((byId as { url: string }[]).map((post) => post.url)).toEqual(POSTS.map((post) => post.url))
      expect(listed).toEqual(byId)
    }
  })

  it('the project page’s viewer data gives them to active members and the owner, not to a waitlist member', async () => {
    const as = async (viewer: SignedInMember) =>
      projectViewerState(
        payload,
        viewer,
        await payload.findByID({
          collection: 'projects',
          id: project.id,
          depth: 0,
          overrideAccess: false,
          user: viewer,
        }),
      )
    expect((await as(actors.other)).support?.posts).toEqual(POSTS)
    expect((await as(actors.owner)).owner?.supportPosts).toMatchObject({ posts: POSTS, editable: true })
    const waitlist = await as(actors.waitlist)
    expect(waitlist.support).toMatchObject({ active: false, posts: [] })
  })
})

describe('a member’s own declaration: corrected or withdrawn until it is verified', () => {
  let project: Project

  beforeAll(async () => {
    project = await campaign(author)
  })

  /** A declaration written by the server, as the declaration form would have left it. */
  const declare = (member: { id: number }, fields: Partial<DeclaredAction> = {}) =>
    payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: project.id,
        action_type: 'like',
        url: `https://www.linkedin.com/feed/update/${Math.random().toString(36).slice(2)}`,
        status: 'pending',
        ...fields,
      },
    })

  /** A fresh member for each test, so the one-per-type rule never meets an earlier test's row. */
  const supporter = () => createMember(payload, 'active', 'Soutien')

  const stored = (id: number) => payload.findByID({ collection: 'declared-actions', id, depth: 0, disableErrors: true })

  it('the author corrects link, network and type through REST; whose it is, its project and status stay', async () => {
    const member = await supporter()
    const declaredAction = await declare(member)
    const answer = await restRequest(
      payload,
      'PATCH',
      `/declared-actions/${declaredAction.id}`,
      await authorizationOf(payload, member),
      {
        url: 'linkedin.com/feed/update/corrige',
        network: 'linkedin',
        action_type: 'comment',
        status: 'validated_manual',
        member: actors.other.id,
        project: (await campaign(author)).id,
        validation_notes: 'auto-validé',
      },
    )
    expect(answer.status).toBe(200)
    expect(await stored(declaredAction.id)).toMatchObject({
      url: 'https://linkedin.com/feed/update/corrige',
      network: 'linkedin',
      action_type: 'comment',
      status: 'pending',
      member: member.id,
      project: project.id,
    })
    expect((await stored(declaredAction.id))?.validation_notes ?? null).toBeNull()
  })

  it('the author withdraws it through REST', async () => {
    const member = await supporter()
    const declaredAction = await declare(member)
    const answer = await restRequest(
      payload,
      'DELETE',
      `/declared-actions/${declaredAction.id}`,
      await authorizationOf(payload, member),
    )
    expect(answer.status).toBe(200)
    expect(await stored(declaredAction.id)).toBeNull()
  })

  it('nobody else but the admins: another member, a visitor (REST PATCH and DELETE refused, row unchanged)', async () => {
    const member = await supporter()
    const declaredAction = await declare(member)
    for (const authorization of [await authorizationOf(payload, actors.other), undefined]) {
      const patch = await restRequest(payload, 'PATCH', `/declared-actions/${declaredAction.id}`, authorization, {
        url: 'https://x.com/vole',
      })
      const remove = await restRequest(payload, 'DELETE', `/declared-actions/${declaredAction.id}`, authorization)
      expect([patch.status, remove.status]).toEqual([403, 403])
    }
    expect(await stored(declaredAction.id)).toMatchObject({ url: declaredAction.url, status: 'pending' })
  })

  it.each([
    ['validated', { status: 'validated_manual' }],
    ['validated by a report', { status: 'validated_auto' }],
    ['rejected', { status: 'rejected', validation_notes: 'Lien introuvable' }],
  ] as const)('not even the author once %s (REST PATCH and DELETE refused, row unchanged)', async (_, fields) => {
    const member = await supporter()
    const declaredAction = await declare(member, fields)
    const authorization = await authorizationOf(payload, member)
    const patch = await restRequest(payload, 'PATCH', `/declared-actions/${declaredAction.id}`, authorization, {
      url: 'https://x.com/apres-coup',
      action_type: 'post',
    })
    const remove = await restRequest(payload, 'DELETE', `/declared-actions/${declaredAction.id}`, authorization)
    expect([patch.status, remove.status]).toEqual([403, 403])
    expect(await stored(declaredAction.id)).toMatchObject({
      url: declaredAction.url,
      action_type: 'like',
      status: fields.status,
    })
    // The page's actions say why, in French.
    expect(await correctDeclaredAction(payload, member, declaredAction.id, { ...declaredAction, network: '' })).toEqual(
      {
        ok: false,
        message: DECLARED_ACTION_CHANGE_MESSAGES.settled,
      },
    )
    expect(await withdrawDeclaredAction(payload, member, declaredAction.id)).toEqual({
      ok: false,
      message: DECLARED_ACTION_CHANGE_MESSAGES.settled,
    })
  })

  it('a correction obeys the declaration’s rules: one per type, a web link', async () => {
    const member = await supporter()
    await declare(member, { action_type: 'share' })
    const declaredAction = await declare(member)
    const authorization = await authorizationOf(payload, member)
    const sameType = await restRequest(payload, 'PATCH', `/declared-actions/${declaredAction.id}`, authorization, {
      action_type: 'share',
    })
    expect(sameType.status).toBe(409)
    expect(messages(sameType)).toEqual([DUPLICATE_DECLARED_ACTION])
    const script = await restRequest(payload, 'PATCH', `/declared-actions/${declaredAction.id}`, authorization, {
      url: 'javascript:alert(1)',
    })
    expect(script.status).toBe(400)
    expect(messages(script)).toEqual([FIELD_MESSAGES.urlInvalid])
    expect(await stored(declaredAction.id)).toMatchObject({ action_type: 'like', url: declaredAction.url })

    expect(
      await correctDeclaredAction(payload, member, declaredAction.id, {
        action_type: 'share',
        url: declaredAction.url,
        network: '',
      }),
    ).toEqual({ ok: false, message: DUPLICATE_DECLARED_ACTION })
  })

  it('correctDeclaredAction and withdrawDeclaredAction (the page’s actions) act as the member', async () => {
    const member = await supporter()
    const declaredAction = await declare(member)
    expect(
      await correctDeclaredAction(payload, member, declaredAction.id, {
        action_type: 'post',
        url: 'instagram.com/p/corrige',
        network: 'instagram',
      }),
    ).toEqual({ ok: true, message: DECLARED_ACTION_CHANGE_MESSAGES.corrected })
    expect(await stored(declaredAction.id)).toMatchObject({
      action_type: 'post',
      url: 'https://instagram.com/p/corrige',
      network: 'instagram',
    })
    const stranger = await supporter()
    expect(await withdrawDeclaredAction(payload, stranger, declaredAction.id)).toEqual({
      ok: false,
      message: DECLARED_ACTION_CHANGE_MESSAGES.notFound,
    })
    expect(await withdrawDeclaredAction(payload, member, declaredAction.id)).toEqual({
      ok: true,
      message: DECLARED_ACTION_CHANGE_MESSAGES.withdrawn,
    })
    expect(await stored(declaredAction.id)).toBeNull()
  })

  it('the project page shows the member their declarations with type and status, and the reason of a rejection', async () => {
    const member = await supporter()
    await declare(member, { action_type: 'like', network: 'linkedin' })
    await declare(member, { action_type: 'share', status: 'rejected', validation_notes: 'Partage introuvable' })
    const state = await projectViewerState(payload, member, project)
    expect(state.support?.declaredActions).toMatchObject([
      { actionType: 'like', network: 'linkedin', status: 'pending', reason: null },
      { actionType: 'share', network: null, status: 'rejected', reason: 'Partage introuvable' },
    ])
  })

  describe('an admin validating while the member corrects or withdraws', () => {
    /** Sessions waiting for a row lock in this test's database. */
    const waitingForLock = async () => {
      const { rows } = await (payload.db as unknown as PostgresAdapter).pool.query(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )
      return (rows[0] as { waiting: number }).waiting
    }

    /**
     * The admin's validation holds the row's lock in an open transaction; the member's attempt,
     * started meanwhile, read the row as pending (its access filter passed) and waits for the
     * lock. Once the validation commits, the attempt must be refused and the row stay validated.
     */
    async function raceAgainstValidation(attempt: (member: SignedInMember, id: number) => Promise<unknown>) {
      const member = await supporter()
      const declaredAction = await declare(member)
      const req = await createLocalReq({ user: actors.admin }, payload)
      await initTransaction(req)
      await payload.update({
        collection: 'declared-actions',
        id: declaredAction.id,
        data: { status: 'validated_manual' },
        req,
        ...as(actors.admin),
      })
      const outcome = attempt(member, declaredAction.id).then(
        () => 'allowed',
        (error: Error) => error.message,
      )
      await expect.poll(waitingForLock, { timeout: 10_000 }).toBeGreaterThan(0)
      await commitTransaction(req)
      expect(await outcome).toBe(DECLARED_ACTION_CHANGE_MESSAGES.settled)
      expect(await stored(declaredAction.id)).toMatchObject({ status: 'validated_manual', url: declaredAction.url })
    }

    it('a correction waits for the validation, then is refused', () =>
      raceAgainstValidation((member, id) =>
        payload.update({ collection: 'declared-actions', id, data: { url: 'https://x.com/course' }, ...as(member) }),
      ))

    it('a withdrawal waits for the validation, then is refused', () =>
      raceAgainstValidation((member, id) => payload.delete({ collection: 'declared-actions', id, ...as(member) })))
  })
})
