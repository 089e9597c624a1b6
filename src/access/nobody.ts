import type { Access } from 'payload'

/**
 * Refuses everyone through the API. Used for append-only history (ledger, decisions, audit log)
 * and for rows only the server writes; the server writes them with `overrideAccess`.
 */
export const nobody: Access = () => false
