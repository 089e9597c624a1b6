import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { ACTION_TYPE_LABELS, type ActionType } from '@/domain/declaredActions'
import { countOf } from '@/domain/french'
import { recordAuditsInBulk } from '@/moderation/recordAudit'
import { notifyMembersInBulk } from '@/notifications/notifyMember'
import { creditPointsInBulk } from '@/points/creditPoints'
import { creditSlotsOf } from '@/points/undoableCredits'

export const REPORT_VALIDATION_NOTES = 'Validée par le traitement du reporting du porteur.'

/**
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

  const [{ points }, project] = await Promise.all([
    req.payload.findGlobal({ slug: 'rules', req }),
    req.payload.findByID({
      collection: 'projects',
      id: projectId,
      depth: 0,
      select: { title: true },
      req,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  // An action whose earlier validation an admin undid is credited in its next slot, as one at a time.
  const slots = await creditSlotsOf(
    req,
    'declared-action',
    validated.map((action) => action.id),
  )
  const credited = await creditPointsInBulk(
    req.payload,
    validated.map((action) => ({
      memberId: action.member_id,
      points: points[action.action_type],
      reason: action.action_type,
      sourceType: 'declared-action' as const,
      sourceId: slots.get(action.id)!,
    })),
    req,
  )
  // The same notice as `creditOnValidation` writes for one validation, and no e-mail either.
  await notifyMembersInBulk(
    req,
    validated
      .filter((action) => credited.has(slots.get(action.id)!))
      .map((action) => ({
        memberId: action.member_id,
        kind: 'action_validated' as const,
        title: `Action validée : ${ACTION_TYPE_LABELS[action.action_type]} sur « ${project?.title ?? 'un projet'} »`,
        body: `+${countOf(points[action.action_type], 'point', 'points')}`,
        link: '/contributions',
      })),
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
