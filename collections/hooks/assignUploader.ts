import type { CollectionBeforeChangeHook } from 'payload'

/** A file a member uploads is theirs: `uploader` is the signed-in member, whatever is sent. */
export const assignUploader: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user?.collection === 'members') {
    return { ...data, uploader: req.user.id }
  }
  return data
}
