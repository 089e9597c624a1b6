/**
 * Expiring tags from a process that is not a Next.js server — a job worker (`npm run worker`),
 * where `revalidateTag` throws. With `REDIS_URL`, the web servers keep their pages in Redis
 * (`next.config.ts`, `sharedCache`): this process expires the tags there with the same handler
 * and the same keys (the build id of `.next` in the working directory), so a change a job makes
 * reaches every server's pages. Without Redis each web server has its own cache, out of reach.
 */
type TagExpirer = { revalidateTag: (tags: string[]) => Promise<void> }

let handler: Promise<TagExpirer> | undefined

export async function expireOutsideNext(tags: string[]): Promise<void> {
  if (!process.env.REDIS_URL || tags.length === 0) return
  // Imported here, once: Next's own server never takes this path and need not bundle it.
  handler ??= import('./sharedCacheHandler.mjs').then(
    ({ default: SharedCacheHandler }) => new SharedCacheHandler({}) as unknown as TagExpirer,
  )
  try {
    await (await handler).revalidateTag(tags)
  } catch (error) {
    console.error('[cache] expiration dans Redis impossible :', error instanceof Error ? error.message : error)
  }
}
