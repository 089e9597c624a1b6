/**
 * A job worker cannot call `revalidateTag`; with Redis it expires the tags there with the web servers' handler and
 * keys.
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
