/**
 * Connections each app process opens to PostgreSQL (`DATABASE_POOL_MAX`, 20 unless set). With
 * several app servers, their sum must stay under the server's `max_connections` (100 by default).
 */
export const DATABASE_POOL_MAX = Math.max(4, Number(process.env.DATABASE_POOL_MAX) || 20)

/**
 * REST writes served at once by a process; the others wait in memory, holding no connection. A REST
 * write holds one connection for its transaction and asks for a second (Payload's document-lock
 * check), so a full pool of writes deadlocks; a quarter of the pool leaves room.
 */
export const REST_WRITES_AT_ONCE = Math.max(1, Math.floor(DATABASE_POOL_MAX / 4))
