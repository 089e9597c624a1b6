import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { normalizeUrl } from '@/domain/webUrl'
import type { DeclaredAction } from '@/payload-types'
import { FIELD_MESSAGES } from '@/validation/fieldMessages'

/** Admins open these links, so only http(s); stored normalised, which the report's CSV matching relies on. */
export const requireWebUrl: CollectionBeforeChangeHook<DeclaredAction> = ({ data, req }) => {
  // Every door has a signed-in user; server code (imports, tests of older rows) is not limited,
  // and the pages only ever render a stored link through `webLink`.
  if (data.url === undefined || !req.user) return data
  const url = normalizeUrl(String(data.url ?? ''))
  if (!url) throw new APIError(FIELD_MESSAGES.urlInvalid, 400, null, true)
  return { ...data, url }
}
