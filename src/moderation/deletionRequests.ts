import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'

import type { SignedInAdmin } from '@/auth/signedInAdmin'

export const OPEN_DELETION_REQUESTS_SHOWN = 20

export type OpenDeletionRequest = {
  id: number
  name: string
  requestedAt: string
  holdReason: string | null
}

/** Requests not carried out yet, oldest first, with the count: one statement whatever the panel shows. */
export async function openDeletionRequests(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ requests: OpenDeletionRequest[]; total: number }> {
  if (!isAdmin(admin)) return { requests: [], total: 0 }
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    id: number
    first_name: string
    last_name: string
    deletion_requested_at: string
    deletion_hold_reason: string | null
    total: string
  }>(sql`
    select id, first_name, last_name, deletion_requested_at, deletion_hold_reason, count(*) over () as total
    from members
    where deletion_requested_at is not null and erased_at is null
    order by deletion_requested_at, id
    limit ${OPEN_DELETION_REQUESTS_SHOWN}::int`)
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    requests: rows.map((row) => ({
      id: Number(row.id),
      name: `${row.first_name} ${row.last_name}`.trim(),
      requestedAt: new Date(row.deletion_requested_at).toISOString(),
      holdReason: row.deletion_hold_reason?.trim() || null,
    })),
  }
}
