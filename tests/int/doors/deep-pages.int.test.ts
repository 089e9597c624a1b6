import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'
import { findContributions } from '@/contributions/findContributions'
import { lastReachablePage, WHOLE_LIST_MESSAGE } from '@/domain/paging'
import { listDeclaredActions } from '@/moderation/interactions'

import { createActors, createMember, type Actors, type ApiUser } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { startTestPayload, stopTestPayload } from '../helpers/testPayload'

/**
 * Deep pages of Payload's own reads (src/domain/paging.ts, collections/hooks/boundPaging.ts):
 * a page number past the first 10,000 rows is a French 400 through the app's REST route, for a
 * member and an admin alike, and through the Local API the admin's lists use; a page up to the
 * bound is read, and the filter the refusal advises reaches the older rows instead. A whole list
 * asked through REST is refused with its address (src/errors/requestShape.ts).
 */

let payload: Payload
let actors: Actors
let route: typeof RestRoute
const CREDITS = 3

beforeAll(async () => {
  payload = await startTestPayload()
  actors = await createActors(payload)
  for (let index = 0; index < CREDITS; index += 1) {
    await payload.create({
      collection: 'points-ledger',
      data: { member: actors.owner.id, points: index + 1, reason: 'adjustment', source_type: 'admin-adjustment' },
    })
  }
  route = await import('@/app/(payload)/api/[...slug]/route')
})

afterAll(() => stopTestPayload(payload))

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
        expect(last.body.docs).toEqual([])

        const beyond = await rest(`/${collection}?limit=1&page=${lastReachablePage(1) + 1}`, user)
        expect(beyond.status, collection).toBe(400)
        expect(messageOf(beyond)).toContain('trop loin dans la liste')
        expect(messageOf(beyond)).toContain('where[createdAt][less_than]=')

        // Payload's default page size (10): page 1,001 is the last, 40,000 (the bench's) refused.
        expect((await rest(`/${collection}?page=1001`, user)).status).toBe(200)
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
    // The other member's view of the same filter: none of the owner's rows.
    const other = await rest(
      `/points-ledger?where[createdAt][less_than]=${encodeURIComponent(newest.createdAt)}`,
      actors.other,
    )
    expect(other.body.docs).toEqual([])
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
    const interactions = await listDeclaredActions(payload, actors.admin, { status: 'all', page: 999_999 })
    expect(interactions.page).toBe(lastReachablePage(50))
    const member = await createMember(payload, 'active', 'Profonde')
    const contributions = await findContributions(
      payload,
      member,
      { period: 'all', status: 'all', page: 999_999 },
      { pageSize: 10 },
    )
    expect(contributions.rows).toEqual([])
  })
})
