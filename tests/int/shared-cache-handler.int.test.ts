import { createClient } from 'redis'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startRedis } from '../../scripts/lib/redis'

/**
 * The shared cache's rule (`src/cache/sharedCacheHandler.mjs`), against a real Redis: a render
 * that read the database before one of its tags expired is not kept, a render after it is.
 * Two handlers stand for two app servers.
 */

type Handler = {
  get: (key: string, ctx: object) => Promise<unknown>
  set: (key: string, data: object, ctx: object) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>
}

let redis: Awaited<ReturnType<typeof startRedis>>
let serverA: Handler
let serverB: Handler

beforeAll(async () => {
  redis = await startRedis()
  Object.assign(process.env, { REDIS_URL: redis.url, KEY_PREFIX: `test-${Date.now()}` })
  const { default: SharedCacheHandler } = await import('@/cache/sharedCacheHandler.mjs')
  serverA = new SharedCacheHandler({}) as unknown as Handler
  serverB = new SharedCacheHandler({}) as unknown as Handler
})

afterAll(async () => {
  await redis?.stop()
})

/** A fetch-cache entry (what `unstable_cache` stores), tagged. */
const entry = (value: string) => ({ kind: 'FETCH', data: { headers: {}, body: value, status: 200 }, revalidate: 60 })
const ctx = (tag: string) => ({ kind: 'FETCH', fetchCache: true, tags: [tag], revalidate: 60 })
const bodyOf = (cached: unknown) => (cached as { value?: { data?: { body?: string } } } | null)?.value?.data?.body

it('keeps a render that started after the last expiry of its tags', async () => {
  await serverA.revalidateTag('tag-calme')
  await new Promise((resolve) => setTimeout(resolve, 5))
  await serverB.get('page-calme', ctx('tag-calme'))
  await serverB.set('page-calme', entry('rendu'), ctx('tag-calme'))
  expect(bodyOf(await serverB.get('page-calme', ctx('tag-calme')))).toBe('rendu')
})

it('drops a render that started before an expiry made on another server, so the next visit renders again', async () => {
  // B starts rendering (its read of the entry), A expires the tag (a vote), B finishes.
  await serverB.get('page-votes', ctx('project_demo'))
  await new Promise((resolve) => setTimeout(resolve, 5))
  await serverA.revalidateTag('project_demo')
  await serverB.set('page-votes', entry('avant le vote'), ctx('project_demo'))
  // The next visit starts its render after the expiry: in the same millisecond it would count as
  // started before it (and rightly not be kept), as it did once on a fast run.
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(bodyOf(await serverB.get('page-votes', ctx('project_demo')))).toBeUndefined()
  // The next render, after the expiry, is kept.
  await serverB.set('page-votes', entry('après le vote'), ctx('project_demo'))
  expect(bodyOf(await serverA.get('page-votes', ctx('project_demo')))).toBe('après le vote')
})

it('never serves an entry older than an expiry of its tags, even one its own map of tags missed', async () => {
  await serverB.get('page-liste', ctx('community'))
  await serverB.set('page-liste', entry('liste'), ctx('community'))
  expect(bodyOf(await serverA.get('page-liste', ctx('community')))).toBe('liste')
  // An expiry dated in Redis whose deletion never reached this entry (a lost pub/sub message).
  const client = createClient({ url: redis.url })
  await client.connect()
  await client.hSet('tryb:tag-expiries', 'community', String(Date.now() + 1))
  await client.quit()
  expect(await serverA.get('page-liste', ctx('community'))).toBeNull()
  expect(await serverB.get('page-liste', ctx('community'))).toBeNull()
})

it('serves an entry whose tag was marked stale (a vote), aged so that Next renders it again behind it', async () => {
  await serverB.get('page-marquee', ctx('tag-marque'))
  await serverB.set('page-marquee', entry('avant le vote'), ctx('tag-marque'))
  await new Promise((resolve) => setTimeout(resolve, 5))
  // What `revalidateTag(tag, 'max')` passes: a far expiry, not an immediate one.
  await serverA.revalidateTag('tag-marque', { expire: 31_536_000 })
  await new Promise((resolve) => setTimeout(resolve, 5))
  const served = (await serverB.get('page-marquee', ctx('tag-marque'))) as { lastModified: number } | null
  // The last good copy, for the visit and for the outage; older than its 60 s lifetime.
  expect(bodyOf(served)).toBe('avant le vote')
  expect(Date.now() - served!.lastModified).toBeGreaterThan(60_000)
  // The render behind it started after the mark: kept, and served as fresh.
  await serverB.set('page-marquee', entry('après le vote'), ctx('tag-marque'))
  const fresh = (await serverA.get('page-marquee', ctx('tag-marque'))) as { lastModified: number } | null
  expect(bodyOf(fresh)).toBe('après le vote')
  expect(Date.now() - fresh!.lastModified).toBeLessThan(60_000)
})

it('does not keep a render that straddled a stale mark', async () => {
  await serverB.get('page-chevauche', ctx('tag-chevauche'))
  await new Promise((resolve) => setTimeout(resolve, 5))
  await serverA.revalidateTag('tag-chevauche', { expire: 31_536_000 })
  await serverB.set('page-chevauche', entry('lu avant le vote'), ctx('tag-chevauche'))
  await new Promise((resolve) => setTimeout(resolve, 5))
  expect(bodyOf(await serverB.get('page-chevauche', ctx('tag-chevauche')))).toBeUndefined()
})
