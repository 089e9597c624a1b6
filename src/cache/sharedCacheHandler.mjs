// Next's cache in Redis for several app servers (`next.config.ts`, `sharedCache`): the maintained
// handler `@trieb.work/nextjs-turbo-redis-cache`, plus one rule it lacks. Plain JavaScript: Next
// loads it at run time, outside the build.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'

/** When each tag last expired (ms), in a Redis hash every server and worker shares. */
const EXPIRIES_KEY = 'tryb:tag-expiries'
/**
 * A render starts with the entry's read and ends with its write; a read older than this is taken
 * as a visit served from the cache, and the next render's start is its own read.
 */
const LONGEST_RENDER_MS = 5_000

/** @type {Promise<import('redis').RedisClientType> | undefined} */
let expiriesClient
const expiries = () => {
  if (!expiriesClient) {
    const client = createClient({ url: process.env.REDIS_URL })
    // The client reconnects by itself; an error event without a listener would end the process.
    client.on('error', () => undefined)
    expiriesClient = client.connect().then(() => client)
  }
  return expiriesClient
}

/** Key → when the render that will write it started reading (ms). */
const renderStarts = new Map()

/**
 * Whether one of `tags` expired at or after `time` (ms). Read from Redis at every use, not from
 * the handler's copy of its tag map, which each process keeps in step by pub/sub.
 * @param {string[]} tags @param {number} time
 */
async function expiredSince(tags, time) {
  const expired = await (await expiries()).hmGet(EXPIRIES_KEY, tags).catch(() => [])
  return expired.some((at) => at !== null && Number(at) >= time)
}

/** @param {any} data @param {any} ctx @returns {string[]} */
const tagsOf = (data, ctx) => [
  ...(ctx?.tags ?? []),
  ...String(data?.headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(Boolean),
]

/**
 * Each tag expiry is dated in Redis: an entry older than an expiry of one of its tags is never
 * served, and a render that started before one is not kept. Without this, a render that read the
 * database before a change and finished after the expiry wrote the old page back as fresh.
 * Dates are the servers' clocks (NTP keeps them within milliseconds).
 */
export default class SharedCacheHandler extends CachedHandler {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const started = renderStarts.get(key)
    if (started === undefined || Date.now() - started > LONGEST_RENDER_MS) renderStarts.set(key, Date.now())
    const entry = await super.get(key, ctx)
    if (!entry?.tags?.length || !entry.lastModified) return entry
    return (await expiredSince(entry.tags, entry.lastModified)) ? null : entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const started = renderStarts.get(key)
    renderStarts.delete(key)
    const tags = [...new Set(tagsOf(data, ctx))]
    if (started !== undefined && tags.length > 0 && (await expiredSince(tags, started))) return
    return super.set(key, data, ctx)
  }

  /** @param {string | string[]} tags @param {...any} rest */
  async revalidateTag(tags, ...rest) {
    const now = String(Date.now())
    const list = [tags].flat()
    if (list.length > 0) {
      await (
        await expiries()
      )
        .hSet(EXPIRIES_KEY, Object.fromEntries(list.map((tag) => [tag, now])))
        .catch((error) => console.error('[cache] date d’expiration non enregistrée :', error.message))
    }
    return super.revalidateTag(tags, ...rest)
  }
}
