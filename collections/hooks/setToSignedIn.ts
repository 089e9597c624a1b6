import type { CollectionBeforeChangeHook } from 'payload'

/** Whatever the request says; staff or server code creating rows for someone else keep the value they give. */
export const setToSignedIn =
  (field: string, collection: 'members' | 'users'): CollectionBeforeChangeHook =>
  ({ data, operation, req }) => {
    if (operation === 'create' && req.user?.collection === collection) {
      return { ...data, [field]: req.user.id }
    }
    return data
  }
