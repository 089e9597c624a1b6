import type { GlobalAfterChangeHook } from 'payload'

import { revalidateGlobalTag } from '@/globals/revalidateGlobalTag'

/** The charter page and the dialogs show the new text as soon as it is saved. */
export const revalidateCharter: GlobalAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateGlobalTag('charter')
  return doc
}
