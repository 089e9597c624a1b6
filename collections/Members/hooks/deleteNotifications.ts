import { sql } from 'drizzle-orm'
import type { CollectionBeforeDeleteHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

/**
 * A member's notifications mean nothing without them: they go first, in the deletion's
 * transaction (the column is required, so Payload's `set null` would refuse the deletion).
 */
export const deleteNotifications: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`delete from notifications where member_id = ${Number(id)}`)
}
