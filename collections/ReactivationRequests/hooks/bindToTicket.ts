import { sql } from 'drizzle-orm'
import { APIError, type Access, type CollectionBeforeChangeHook } from 'payload'

import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { drizzleFor } from '@/db/drizzleFor'
import { REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import { verifyReactivationTicket } from '@/domain/members/reactivationTicket'
import { lockRowStatus } from '@/db/lockedStatus'
import type { ReactivationRequest } from '@/payload-types'

/** Only a caller holding a valid reactivation ticket opens a request; nobody else, staff included. */
export const holdsReactivationTicket: Access = ({ req, data }) =>
  verifyReactivationTicket((data as { ticket?: unknown } | undefined)?.ticket, req.payload.secret) !== null

/** Checked under the member's row lock, so two sends at once make one request. */
export const bindToTicket: CollectionBeforeChangeHook<ReactivationRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const memberId = verifyReactivationTicket((data as { ticket?: unknown }).ticket, req.payload.secret)
  if (memberId === null) throw new APIError(REACTIVATION_MESSAGES.expired, 403, null, true)
  delete (data as { ticket?: unknown }).ticket

  const status = await lockRowStatus(req, 'members', memberId)
  if (status !== 'inactive') throw new APIError(REACTIVATION_MESSAGES.notInactive, 403, null, true)
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(
    sql`select 1 from reactivation_requests where member_id = ${memberId} and status = 'open' limit 1`,
  )
  if (rows.length > 0) throw new APIError(REACTIVATION_MESSAGES.alreadyOpen, 409, null, true)
  const counted = await hit(req.payload, `reactivation-request:${memberId}`, LIMITS.reactivationRequestPerMember)
  if (!counted.allowed) throw new APIError(REACTIVATION_MESSAGES.tooMany, 429, null, true)

  return {
    ...data,
    member: memberId,
    message: data.message?.trim() || null,
    status: 'open',
    handled_by: null,
    handled_at: null,
  }
}
