import type { FieldAccess, FieldHook } from 'payload'

import { nobodyField } from '@/access/nobody'

/**
 * On an update, the value the row already holds, whatever the write says: once a row names its
 * owner, no door moves it (server code with `overrideAccess` included). A value still empty
 * (an invitation's invitee before they join) is set once.
 */
export const keepOriginalOwner: FieldHook = ({ operation, previousValue, value }) =>
  operation === 'update' && previousValue !== undefined && previousValue !== null ? previousValue : value

/**
 * The rules of every field that says whose a row is (its uploader, member, owner, referrer,
 * admin): set when the row is created — for a member, by the server, to the signed-in member —
 * and never changed afterwards by members, staff or the admin's edit screen (read-only there).
 * Uploads are counted and rows are read on these fields: an upload that changed hands would be
 * planted on someone else and leave its uploader's daily quota. Spread into the field; `access`
 * adds the field's own read or create rule.
 */
export const neverChangesHands = (access: { read?: FieldAccess; create?: FieldAccess } = {}) => ({
  access: { ...access, update: nobodyField },
  hooks: { beforeChange: [keepOriginalOwner] },
})
