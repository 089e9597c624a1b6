import type { GlobalAfterChangeHook } from 'payload'

import { revalidateGlobalTag } from '@/globals/revalidateGlobalTag'

/** Pages showing the rules (the landing's points table, counters) refresh on save. */
export const revalidateRules: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateGlobalTag('rules')
  return doc
}
