import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { deepPageRefusal, type PagingArgs } from '@/domain/request/paging'

/**
 * Payload's admin list catches `QueryError` alone and still
 * draws the list, empty; any other error left the screen blank.
 */
class PagingRefusal extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'QueryError'
  }
}

/** Checked before access and any SQL, so a refusal costs nothing. */
export const boundPaging: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  const refusal = deepPageRefusal(args as PagingArgs)
  if (refusal) throw new PagingRefusal(refusal)
  return args
}
