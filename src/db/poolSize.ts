/** With several app servers, their sum must stay under PostgreSQL's `max_connections`. */
export const DATABASE_POOL_MAX = Math.max(4, Number(process.env.DATABASE_POOL_MAX) || 20)

/**
 * A REST write holds one connection and asks for a second (the document-lock check), so a full pool of writes
 * deadlocks.
 */
export const REST_WRITES_AT_ONCE = Math.max(1, Math.floor(DATABASE_POOL_MAX / 4))
