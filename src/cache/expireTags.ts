import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/db/afterCommit'
import { revalidationDisabled } from '@/context/requestContext'

import { expireOutsideNext } from './expireOutsideNext'

/**
 * `expire`: the next visit renders the page again before answering (it shows the change at once,
 * and needs the database to answer). `stale`: the next visit gets the last good page while a new
 * one renders in the background; a render that fails (the database away) keeps the last one.
 */
type Expiry = 'expire' | 'stale'

async function expireNow(tags: string[], expiry: Expiry) {
  try {
    for (const tag of tags) revalidateTag(tag, expiry === 'expire' ? { expire: 0 } : 'max')
  } catch {
    // Outside a Next.js server (a job worker, the seed, scripts, tests): nothing is cached in
    // this process, but the web servers' shared cache may be.
    await expireOutsideNext(tags)
  }
}

async function expireAroundCommit(req: PayloadRequest, tags: Iterable<string>, expiry: Expiry) {
  if (revalidationDisabled(req.context)) return
  const unique = [...new Set(tags)]
  await expireNow(unique, expiry)
  await afterCommit(req, () => expireNow(unique, expiry))
}

/**
 * Expires the cached pages and data under `tags` because of a change `req` is writing: at once,
 * and again once its transaction has committed — a visit between the two would have cached the
 * old rows again. The one way hooks expire the site's cache; `withoutRevalidation()` (the
 * seed) skips it. For changes whose authors expect to see them on the next visit (a project
 * published, marketing copy saved).
 */
export const expireTags = (req: PayloadRequest, tags: Iterable<string>): Promise<void> =>
  expireAroundCommit(req, tags, 'expire')

/**
 * Like `expireTags`, but the pages under `tags` stay served while they render again: for the
 * frequent changes that only move figures (votes). A page expired outright could not be rendered
 * without the database, and a vote before an outage turned the community pages into errors.
 */
export const markTagsStale = (req: PayloadRequest, tags: Iterable<string>): Promise<void> =>
  expireAroundCommit(req, tags, 'stale')
