import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Rows that record who created them (a vote's member, an upload's uploader, a project's owner,
 * a decision's admin) take the signed-in account of `collection`, whatever the request says.
 * Staff or server code creating rows for someone else keep the value they give.
 */
export const setToSignedIn =
  (field: string, collection: 'members' | 'users'): CollectionBeforeChangeHook =>
  ({ data, operation, req }) => {
    if (operation === 'create' && req.user?.collection === collection) {
      return { ...data, [field]: req.user.id }
    }
    return data
  }
