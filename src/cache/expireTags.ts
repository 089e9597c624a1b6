import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/db/afterCommit'
import { revalidationDisabled } from '@/context/requestContext'

import { expireOutsideNext } from './expireOutsideNext'
import { forgetMicrocachedPages } from './pageMicrocache'

/**
 * `expire` renders again before answering; `stale` serves the last
 * good page while rendering, and keeps it if the render fails.
 */
type Expiry = 'expire' | 'stale'

async function expireNow(tags: string[], expiry: Expiry) {
  forgetMicrocachedPages()
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

/** Expires at once and again after commit: a visit between the two would cache the old rows again. */
export const expireTags = (req: PayloadRequest, tags: Iterable<string>): Promise<void> =>
  expireAroundCommit(req, tags, 'expire')

/**
 * A page expired outright could not render without the database:
 * a vote before an outage turned community pages into errors.
 */
export const markTagsStale = (req: PayloadRequest, tags: Iterable<string>): Promise<void> =>
  expireAroundCommit(req, tags, 'stale')
