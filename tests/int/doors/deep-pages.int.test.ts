import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'
import { findMemberDeclaredActions } from '@/community/findMemberDeclaredActions'
import { lastReachablePage, MAX_LISTED_ROWS, WHOLE_LIST_MESSAGE } from '@/domain/request/paging'
import { listDeclaredActions } from '@/moderation/declaredActions'

import { createMember, type Actors, type ApiUser } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Deep pages (src/domain/request/paging.ts): a page number past the first 10,000 rows is a French 400
 * through REST and the Local API, a page up to the bound is read, and the advised filter reaches
 * older rows. A list's `totalDocs` stops at the bound; a count asked as a count stays exact.
 */

let payload: Payload
let actors: Actors
let route: typeof RestRoute
const CREDITS = 3
/** Another member's adjustments, past the rows a page number reaches. */
const BULK = MAX_LISTED_ROWS + 50

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  for (let index = 0; index < CREDITS; index += 1) {
    await payload.create({
      collection: 'points-ledger',
      data: { member: actors.owner.id, points: index + 1, reason: 'adjustment', source_type: 'admin-adjustment' },
    })
  }
  // Written in SQL: ten thousand creates through the Local API would take minutes.
  await payload.db.drizzle.execute(
    `insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
     select ${actors.other.id}, 1, 'adjustment', 'admin-adjustment', 'bulk-' || i, '2026-S2',
       now() - interval '1 day' - i * interval '1 second', now() - interval '1 day' - i * interval '1 second'
     from generate_series(1, ${BULK}) as i`,
  )
  route = await import('@/app/(payload)/api/[...slug]/route')
})

type Answer = { status: number; body: { docs?: unknown[]; errors?: { message: string }[] } }

/** GET /api/… through the app's REST route (the address checks, then Payload), signed in as `user`. */
async function rest(path: string, user: ApiUser): Promise<Answer> {
  const url = new URL(`http://127.0.0.1/api${path}`)
  const headers = new Headers({ Authorization: await authorizationOf(payload, user) })
  const response = await route.GET(new Request(url, { headers }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }),
  })
  return { status: response.status, body: await response.json() }
}

const messageOf = (answer: Answer) => answer.body.errors?.[0]?.message

describe('REST: a page number reads the first 10,000 rows of a list, no further', () => {
  for (const actor of ['owner', 'admin'] as const) {
    it(`${actor}: the last reachable page is read, the next one refused in French with the filter to use`, async () => {
      const user = actors[actor]
      for (const collection of ['points-ledger', 'declared-actions', 'members']) {
        const last = await rest(`/${collection}?limit=1&page=${lastReachablePage(1)}`, user)
        expect(last.status, collection).toBe(200)
        // The admin's ledger holds more rows than a page number reaches: its last page has one.
        expect(last.body.docs, collection).toHaveLength(actor === 'admin' && collection === 'points-ledger' ? 1 : 0)

        const beyond = await rest(`/${collection}?limit=1&page=${lastReachablePage(1) + 1}`, user)
        expect(beyond.status, collection).toBe(400)
        expect(messageOf(beyond)).toContain('trop loin dans la liste')
        expect(messageOf(beyond)).toContain('where[createdAt][less_than]=')

        // Payload's default page size (10): page 1,000 is the last, 40,000 (the bench's) refused.
        expect((await rest(`/${collection}?page=1000`, user)).status).toBe(200)
        expect((await rest(`/${collection}?page=40000`, user)).status).toBe(400)
      }
    })
  }

  it('a member reading on by date, as the refusal advises, gets their own older credits', async () => {
    const first = await rest('/points-ledger?limit=1&sort=-createdAt', actors.owner)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const [newest] = first.body.docs as { createdAt: string; points: number }[]
    const older = await rest(
      `/points-ledger?limit=10&sort=-createdAt&where[createdAt][less_than]=${encodeURIComponent(newest.createdAt)}`,
      actors.owner,
    )
    expect(older.status).toBe(200)
    expect((older.body.docs as { points: number }[]).map((doc) => doc.points)).toEqual([2, 1])
    // The other member's view of the same filter: their own rows only, none of the owner's.
    const other = await rest(
      `/points-ledger?depth=0&where[createdAt][less_than]=${encodeURIComponent(newest.createdAt)}`,
      actors.other,
    )
    expect(other.body.docs).not.toHaveLength(0)
    expect((other.body.docs as { member: number }[]).every((doc) => doc.member === actors.other.id)).toBe(true)
  })

  it('a whole list (limit=0, pagination=false) is refused through REST; a bounded unpaginated read is not', async () => {
    for (const query of ['limit=0', 'pagination=false']) {
      const answer = await rest(`/points-ledger?${query}`, actors.admin)
      expect(answer.status, query).toBe(400)
      expect(messageOf(answer)).toBe(WHOLE_LIST_MESSAGE)
    }
    const bounded = await rest('/points-ledger?pagination=false&limit=2', actors.admin)
    expect(bounded.status, JSON.stringify(bounded.body)).toBe(200)
    expect(bounded.body.docs).toHaveLength(2)
  })
})

describe('totalDocs of a list: the rows a page number reaches', () => {
  it('the admin’s ledger says 10,000 rows in 1,000 pages, its last page has no next; its count is exact', async () => {
    const page = await rest('/points-ledger?depth=0', actors.admin)
    expect(page.body).toMatchObject({ totalDocs: MAX_LISTED_ROWS, totalPages: 1000, hasNextPage: true })
    const last = await rest('/points-ledger?depth=0&page=1000', actors.admin)
    expect(last.body).toMatchObject({ totalDocs: MAX_LISTED_ROWS, hasNextPage: false })
    expect(last.body.docs).toHaveLength(10)
    const count = (await rest('/points-ledger/count', actors.admin)) as unknown as { body: { totalDocs: number } }
    expect(count.body.totalDocs).toBe(BULK + CREDITS)
    expect((await payload.count({ collection: 'points-ledger' })).totalDocs).toBe(BULK + CREDITS)
  })

  it('a list under the cap, or filtered under it, is counted exactly', async () => {
    const own = await rest('/points-ledger?depth=0', actors.owner)
    expect(own.body).toMatchObject({ totalDocs: CREDITS, totalPages: 1 })
    const filtered = await rest(`/points-ledger?depth=0&where[member][equals]=${actors.owner.id}`, actors.admin)
    expect(filtered.body).toMatchObject({ totalDocs: CREDITS })
  })
})

describe('the Local API, the door of the admin’s list view and of our own pages', () => {
  it('refuses the admin a deep page with the same 400', async () => {
    const read = payload.find({
      collection: 'points-ledger',
      page: 5000,
      user: actors.admin,
      overrideAccess: false,
    })
    await expect(read).rejects.toMatchObject({ status: 400, message: expect.stringContaining('trop loin') })
  })

  it('our own lists show their last reachable page for a page number past it instead of failing', async () => {
    const declaredActions = await listDeclaredActions(payload, actors.admin, { status: 'all', page: 999_999 })
    expect(declaredActions.page).toBe(lastReachablePage(50))
    const member = await createMember(payload, 'active', 'Profonde')
    const memberDeclaredActions = await findMemberDeclaredActions(
      payload,
      member,
      { period: 'all', status: 'all', page: 999_999 },
      { pageSize: 10 },
    )
    expect(memberDeclaredActions.rows).toEqual([])
  })
})
