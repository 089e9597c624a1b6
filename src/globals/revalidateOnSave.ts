import type { GlobalAfterChangeHook } from 'payload'

import { expireTags } from '@/cache/expireTags'
import { globalTag } from '@/domain/cacheTags'

/**
 * Pages that show a global (cached under `global_<slug>`) refresh as soon as it is published.
 * `expire: 0` so the very next visit renders the new copy instead of a stale one. Autosaved
 * drafts only feed the live preview, which reads them uncached.
 */
export const revalidateOnSave: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (doc?._status !== 'draft') await expireTags(req, [globalTag(global.slug)])
  return doc
}
