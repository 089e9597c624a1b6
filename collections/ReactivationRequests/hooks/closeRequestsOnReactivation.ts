import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { Member } from '@/payload-types'

/** In the change's transaction, whichever way the member was reactivated. */
export const closeRequestsOnReactivation: CollectionAfterChangeHook<Member> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'active' || previousDoc?.status !== 'inactive') return doc
  const adminId = req.user?.collection === 'users' ? req.user.id : null
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`
    update reactivation_requests set status = 'reactivated', handled_by_id = ${adminId}, handled_at = now(), updated_at = now()
    where member_id = ${doc.id} and status = 'open'`)
  return doc
}
