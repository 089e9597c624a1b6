import type { FieldAccess, FieldHook } from 'payload'

import { nobodyField } from '@/access/nobody'

/** Once a row names its owner, no write moves it, `overrideAccess` included; an empty one is set once. */
export const keepOriginalOwner: FieldHook = ({ operation, previousValue, value }) =>
  operation === 'update' && previousValue !== undefined && previousValue !== null ? previousValue : value

/** An upload that changed hands would be planted on someone else and leave its uploader's quota. */
export const neverChangesHands = (access: { read?: FieldAccess; create?: FieldAccess } = {}) => ({
  access: { ...access, update: nobodyField },
  hooks: { beforeChange: [keepOriginalOwner] },
})
