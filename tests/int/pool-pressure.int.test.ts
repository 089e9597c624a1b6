import type { Payload } from 'payload'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMember, createProject, type SignedInMember } from './helpers/actors'
import { authorizationOf } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * Concurrent REST writes used to take every connection of the pool (each held one for its
 * transaction and waited for a second, for Payload's document-lock check), freezing the app for the
 * pool's 15 s timeout. Twenty at once must all be saved, none waiting out that timeout (the bounds
 * are the frozen pool's, not a speed target: the machine may be loaded).
 */

const FROZEN_POOL_MS = 10_000

let payload: Payload
let members: SignedInMember[]
let authorizations: string[]
let route: typeof RestRoute

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  members = await Promise.all(Array.from({ length: 20 }, (_, n) => createMember(payload, 'active', `Presse${n}`)))
  authorizations = await Promise.all(members.map((member) => authorizationOf(payload, member)))
  // The app's own REST route, with what wraps Payload's handler (imported once the database is set).
  route = await import('@/app/(payload)/api/[...slug]/route')
})

/** A request through the app's REST route, as the network would bring it. */
async function rest(method: 'POST' | 'PATCH', path: string, authorization: string, body: object) {
  const response = await route[method](
    new Request(`http://127.0.0.1/api/${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('/') }) },
  )
  return { status: response.status }
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now()
  const result = await run()
  return { result, ms: performance.now() - started }
}

describe('twenty concurrent REST writes', () => {
  it('members updating their own profile at once: all saved, none waits for the pool', async () => {
    const answers = await Promise.all(
      members.map((member, n) =>
        timed(() => rest('PATCH', `members/${member.id}`, authorizations[n], { bio: `Bio ${n}` })),
      ),
    )
    for (const { result } of answers) expect(result.status).toBe(200)
    expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(FROZEN_POOL_MS)
    // Meanwhile an unrelated read still answers.
    const read = await timed(() => payload.find({ collection: 'projects', limit: 1, depth: 0 }))
    expect(read.ms).toBeLessThan(FROZEN_POOL_MS)
  })

  it('votes and un-votes at once on one project', async () => {
    const project = await createProject(payload, members[0], { status: 'published' })
    const votes = await Promise.all(
      members
        .slice(1)
        .map((_, n) => timed(() => rest('POST', 'votes', authorizations[n + 1], { project: project.id }))),
    )
    for (const { result } of votes) expect(result.status).toBe(201)
    expect(Math.max(...votes.map(({ ms }) => ms))).toBeLessThan(FROZEN_POOL_MS)
  })
})
