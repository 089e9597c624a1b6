import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { normalizeUrl } from '@/domain/webUrl'
import type { DeclaredAction } from '@/payload-types'
import { FIELD_MESSAGES } from '@/validation/fieldMessages'

/**
 * A declared action's link is opened by the admins who check it: only http(s) links, stored as
 * the declaration form stores them (normalised, which the report's CSV matching relies on).
 */
export const requireWebUrl: CollectionBeforeChangeHook<DeclaredAction> = ({ data, req }) => {
  // Every door has a signed-in user; server code (imports, tests of older rows) is not limited,
  // and the pages only ever render a stored link through `webLink`.
  if (data.url === undefined || !req.user) return data
  const url = normalizeUrl(String(data.url ?? ''))
  if (!url) throw new APIError(FIELD_MESSAGES.urlInvalid, 400, null, true)
  return { ...data, url }
}
