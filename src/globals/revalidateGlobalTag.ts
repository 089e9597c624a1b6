import { revalidateTag } from 'next/cache'

/**
 * Marks the cached copy of a global stale. Outside a Next.js server (seed, scripts, tests)
 * there is no cache to revalidate and Next throws; that is safe to ignore.
 */
export function revalidateGlobalTag(slug: string) {
  try {
    revalidateTag(`global_${slug}`, 'max')
  } catch {
    // Not running inside Next.js: nothing is cached.
  }
}
