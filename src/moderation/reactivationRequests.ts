import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import { REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'

import { refused, type AdminOutcome } from '@/errors/outcome'
import { type SignedInAdmin } from '@/auth/signedInAdmin'
import { UNDO_CONTEXT } from './repeatedUndo'

export const OPEN_REQUESTS_SHOWN = 20

export type OpenReactivationRequest = {
  id: number
  memberId: number
  name: string
  message: string | null
  createdAt: string
}

/** One statement, the count included: the cockpit's reads do not grow with its panels' rows. */
export async function openReactivationRequests(
  payload: Payload,
  admin: SignedInAdmin,
): Promise<{ requests: OpenReactivationRequest[]; total: number }> {
  if (!isAdmin(admin)) return { requests: [], total: 0 }
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    id: number
    member_id: number
    first_name: string | null
    last_name: string | null
    message: string | null
    created_at: string
    total: string
  }>(sql`
    select r.id, r.member_id, m.first_name, m.last_name, r.message, r.created_at, count(*) over () as total
    from reactivation_requests r left join members m on m.id = r.member_id
    where r.status = 'open'
    order by r.created_at, r.id
    limit ${OPEN_REQUESTS_SHOWN}::int`)
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    requests: rows.map((row) => ({
      id: Number(row.id),
      memberId: Number(row.member_id),
      name: row.first_name === null ? `Membre #${row.member_id}` : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      message: row.message ?? null,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  }
}

/** Through the collection, whose hook reactivates the member, judges the undo window and audits. */
export async function decideReactivationRequest(
  payload: Payload,
  admin: SignedInAdmin,
  id: number,
  decision: 'reactivated' | 'dismissed' | 'open',
): Promise<AdminOutcome> {
  try {
    await payload.update({
      collection: 'reactivation-requests',
      id,
      data: { status: decision },
      user: admin,
      overrideAccess: false,
      depth: 0,
      // 'open' is the decision's "Annuler": the hook tells a repeated one it changed nothing.
      context: decision === 'open' ? UNDO_CONTEXT : undefined,
    })
    return { ok: true, message: decision === 'open' ? UNDO_MESSAGES.undone : REACTIVATION_MESSAGES[decision] }
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (refusal) return refused(refusal)
    if ((error as { status?: unknown }).status === 404) return refused(REACTIVATION_MESSAGES.decided)
    throw error
  }
}
