import type { Access, FieldAccess } from 'payload'

/**
 * Refuses everyone through the API. Used for append-only history (ledger, decisions, audit log)
 * and for rows only the server writes; the server writes them with `overrideAccess`.
 */
export const nobody: Access = () => false

/** Field-level twin of `nobody`: a field only the server sets. */
export const nobodyField: FieldAccess = () => false
