import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/db/afterCommit'

import { expireOutsideNext } from './expireOutsideNext'

async function expireNow(tags: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (a job worker, the seed, scripts, tests): nothing is cached in
    // this process, but the web servers' shared cache may be.
    await expireOutsideNext(tags)
  }
}

/**
 * Expires the cached pages and data under `tags` because of a change `req` is writing: at once,
 * and again once its transaction has committed — a visit between the two would have cached the
 * old rows again. The one way hooks expire the site's cache; `context.disableRevalidate` (the
 * seed) skips it.
 */
export async function expireTags(req: PayloadRequest, tags: Iterable<string>): Promise<void> {
  if (req.context.disableRevalidate) return
  const unique = [...new Set(tags)]
  await expireNow(unique)
  await afterCommit(req, () => expireNow(unique))
}
