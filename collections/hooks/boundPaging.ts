import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { deepPageRefusal, type PagingArgs } from '@/domain/paging'

/**
 * Refused with a French 400. Named `QueryError` because Payload's admin list view catches
 * that name alone (a filter the admin may not use) and still draws the list, empty, under the
 * collection's `DeepPageNotice`; any other error left the list screen blank.
 */
class PagingRefusal extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'QueryError'
  }
}

/**
 * A list read by page number reaches its first `MAX_LISTED_ROWS` rows (src/domain/paging.ts), whatever
 * the door: REST, the admin's lists (the Local API as the admin), our own pages. Checked before
 * access and before any SQL, so a refusal costs nothing. (A whole list asked through REST is
 * refused with the address, `src/errors/requestShape.ts`.)
 */
export const boundPaging: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  const refusal = deepPageRefusal(args as PagingArgs)
  if (refusal) throw new PagingRefusal(refusal)
  return args
}
