import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/db/afterCommit'

function expireNow(tags: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js server (seed, scripts, job workers, tests): nothing is cached there.
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
  expireNow(unique)
  await afterCommit(req, () => expireNow(unique))
}
