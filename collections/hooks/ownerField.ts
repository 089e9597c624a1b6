import type { FieldAccess, FieldHook, RelationshipField } from 'payload'

import { nobodyField } from '@/access/nobody'

/** Once a row names its owner, no write moves it, `overrideAccess` included; an empty one is set once. */
export const keepOriginalOwner: FieldHook = ({ operation, previousValue, value }) =>
  operation === 'update' && previousValue !== undefined && previousValue !== null ? previousValue : value

/** An upload that changed hands would be planted on someone else and leave its uploader's quota. */
export const neverChangesHands = (access: { read?: FieldAccess; create?: FieldAccess } = {}) => ({
  access: { ...access, update: nobodyField },
  hooks: { beforeChange: [keepOriginalOwner] },
})

type OwnerFieldOptions = {
  required?: true
  index?: true
  admin?: { position?: 'sidebar' }
  /** Who may read it, when not everyone who reads the row. */
  read?: FieldAccess
  /** Who may set it at creation, when not everyone who may create the row. */
  create?: FieldAccess
}

/**
 * The field that says whose a row is (its member, uploader, author, owner, admin or actor): a
 * relationship set at creation, then never moved (`neverChangesHands`).
 */
export function ownerField(
  name: string,
  relationTo: 'members' | 'users',
  label: string,
  { read, create, ...field }: OwnerFieldOptions = {},
): RelationshipField {
  return {
    name,
    type: 'relationship',
    relationTo,
    label,
    ...field,
    ...neverChangesHands({ ...(read && { read }), ...(create && { create }) }),
  }
}
