import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { globalTag } from '@/domain/cacheTags'

/**
 * Pages that show a global (cached under `global_<slug>`) refresh as soon as it is published.
 * `expire: 0` so the very next visit renders the new copy instead of a stale one. Autosaved
 * drafts only feed the live preview, which reads them uncached.
 */
export const revalidateOnSave: GlobalAfterChangeHook = ({ doc, global, context }) => {
  if (context.disableRevalidate || doc?._status === 'draft') return doc
  try {
    revalidateTag(globalTag(global.slug), { expire: 0 })
  } catch {
    // Saved outside a Next.js server (seed, migration, scripts, tests): nothing is cached there.
  }
  return doc
}
