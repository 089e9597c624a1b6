import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

/** Pages that show a global (cached under `global_<slug>`) refresh as soon as it is saved. */
export const revalidateOnSave: GlobalAfterChangeHook = ({ doc, global, context }) => {
  if (context.disableRevalidate) return doc
  try {
    revalidateTag(`global_${global.slug}`, 'max')
  } catch {
    // Saved outside a Next.js server (seed, migration, scripts, tests): nothing is cached there.
  }
  return doc
}
