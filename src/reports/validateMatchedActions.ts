import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { recordAuditsInBulk } from '@/audit/recordAudit'
import { creditValidatedActions } from '@/points/creditValidatedActions'

export const REPORT_VALIDATION_NOTES = 'Validée par le traitement du reporting du porteur.'

/**
 * A set-based batch that bypasses the collection's hooks on purpose: its consequences are the
 * hooks' own, called once for the set (`creditValidatedActions`, `recordAuditsInBulk`).
 * Set-based statements instead of a transaction per declaration (2,000 matches took 16.8 s). Locked in id order, only
 * those still pending are updated, so each is validated once.
 */
export async function validateMatchedActions(
  req: PayloadRequest,
  { projectId, ids, adminId }: { projectId: number; ids: number[]; adminId: number },
): Promise<number> {
  if (ids.length === 0) return 0
  const db = await drizzleFor(req.payload, req)
  // A clock reading after the run's `since`, which the run's summary counts from.
  const stamp = new Date().toISOString()
  const { rows: validated } = await db.execute<{ id: number; member_id: number; action_type: ActionType }>(sql`
    with locked as (
      select id from declared_actions
      where id = any(${`{${ids.join(',')}}`}::int[]) and project_id = ${projectId} and status = 'pending'
      order by id
      for update
    )
    update declared_actions a
    set status = 'validated_auto', validated_by_id = ${adminId}, validation_notes = ${REPORT_VALIDATION_NOTES},
        updated_at = ${stamp}
    from locked
    where a.id = locked.id
    returning a.id, a.member_id, a.action_type`)
  if (validated.length === 0) return 0

  await creditValidatedActions(
    req,
    projectId,
    validated.map((action) => ({ id: action.id, memberId: action.member_id, actionType: action.action_type })),
  )
  // The same entry as `recordDecision` writes for one validation.
  await recordAuditsInBulk(
    req,
    validated.map((action) => ({
      action: 'declared-action.validated_auto',
      collection: 'declared-actions' as const,
      id: action.id,
      actorUserId: adminId,
      from: 'pending',
      to: 'validated_auto',
      notes: REPORT_VALIDATION_NOTES,
    })),
  )
  return validated.length
}
