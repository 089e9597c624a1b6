import type { FieldAccess, FieldHook } from 'payload'

import { nobodyField } from '@/access/nobody'

/** Once a row names its owner, no write moves it, `overrideAccess` included; an empty one is set once. */
export const keepOriginalOwner: FieldHook = ({ operation, previousValue, value }) =>
  operation === 'update' && previousValue !== undefined && previousValue !== null ? previousValue : value

/**
 * A field that says whose a row is: set at creation, then changed by no one (read-only in the
 * admin). Quotas and reads go by it: an upload that changed hands would be planted on someone else
 * and leave its uploader's quota. Spread into the field; `access` adds its own read or create rule.
 */
export const neverChangesHands = (access: { read?: FieldAccess; create?: FieldAccess } = {}) => ({
  access: { ...access, update: nobodyField },
  hooks: { beforeChange: [keepOriginalOwner] },
})
