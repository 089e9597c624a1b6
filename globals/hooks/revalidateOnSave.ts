import type { GlobalAfterChangeHook } from 'payload'

import { expireTags } from '@/cache/expireTags'
import { globalTag } from '@/domain/infrastructure/cacheTags'

/** `expire: 0` so the very next visit renders the new copy; drafts feed only the uncached live preview. */
export const revalidateOnSave: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (doc?._status !== 'draft') await expireTags(req, [globalTag(global.slug)])
  return doc
}
