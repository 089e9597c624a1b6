// Next's cache in Redis for several app servers. Plain JavaScript: Next loads it at run time, outside the build.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'

const EXPIRIES_KEY = 'tryb:tag-expiries'
/** A stale entry is still served, so Next renders again in the background and keeps it if that render fails. */
const STALE_MARKS_KEY = 'tryb:tag-stale-marks'
/** How far a stale entry is aged: past any lifetime our pages set, short of Next's expiry (a year). */
const STALE_AGE_MS = 24 * 60 * 60 * 1000
/** A read older than this is taken as a visit served from the cache, not a render's start. */
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

const renderStarts = new Map()

/**
 * Read from Redis at every use, not from the handler's tag map kept in step by pub/sub.
 * @param {string[]} tags @param {number} time
 */
async function expiredSince(tags, time, key = EXPIRIES_KEY) {
  const expired = await (await expiries()).hmGet(key, tags).catch(() => [])
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
 * Without dated expiries, a render that read the database before a change and finished after the expiry wrote the old
 * page back as fresh.
 */
export default class SharedCacheHandler extends CachedHandler {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const started = renderStarts.get(key)
    if (started === undefined || Date.now() - started > LONGEST_RENDER_MS) renderStarts.set(key, Date.now())
    const entry = await super.get(key, ctx)
    if (!entry?.tags?.length || !entry.lastModified) return entry
    if (await expiredSince(entry.tags, entry.lastModified)) return null
    if (await expiredSince(entry.tags, entry.lastModified, STALE_MARKS_KEY)) {
      return { ...entry, lastModified: Date.now() - STALE_AGE_MS }
    }
    return entry
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const started = renderStarts.get(key)
    renderStarts.delete(key)
    const tags = [...new Set(tagsOf(data, ctx))]
    const straddled = async (marks) => started !== undefined && (await expiredSince(tags, started, marks))
    if (tags.length > 0 && ((await straddled(EXPIRIES_KEY)) || (await straddled(STALE_MARKS_KEY)))) return
    return super.set(key, data, ctx)
  }

  /**
   * `{ expire: 0 }` is an expiry (delete); a later `expire` is a stale mark (date only).
   * @param {string | string[]} tags @param {{ expire?: number }} [durations] @param {...any} rest
   */
  async revalidateTag(tags, durations, ...rest) {
    const now = String(Date.now())
    const list = [tags].flat()
    const stale = typeof durations?.expire === 'number' && durations.expire > 0
    if (list.length > 0) {
      await (
        await expiries()
      )
        .hSet(stale ? STALE_MARKS_KEY : EXPIRIES_KEY, Object.fromEntries(list.map((tag) => [tag, now])))
        .catch((error) => console.error('[cache] date d’expiration non enregistrée :', error.message))
    }
    if (stale) return
    return super.revalidateTag(tags, durations, ...rest)
  }
}
