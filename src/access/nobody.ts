import type { Access, FieldAccess } from 'payload'

/** The server writes these with `overrideAccess`. */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false
