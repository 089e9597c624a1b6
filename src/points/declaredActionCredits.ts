import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { ActionType } from '@/domain/declaredActions'
import { creditSlot, reversalSlot, reversalSlotPrefix } from '@/domain/undo'

import { creditPoints } from './creditPoints'

type Action = { id: number; memberId: number; actionType: ActionType }

/** How many of the action's credits were reversed: the generation of its next credit slot. */
async function generationOf(req: PayloadRequest, actionId: number): Promise<number> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    select count(*)::int as reversals from points_ledger
    where source_type = 'declared-action' and source_id like ${`${reversalSlotPrefix(actionId)}%`}`)
  return Number((rows[0] as { reversals: number }).reversals)
}

/**
 * Credits a validated action its points, in `req`'s transaction, once per validation: the slot is
 * the action's id, or after an undo the next generation's (`creditSlot`). The action's row lock
 * (its status machine) keeps two validations from reading the same generation; the ledger's
 * unique source keeps a replay from crediting twice. Returns whether this call wrote the credit.
 */
export async function creditValidatedAction(req: PayloadRequest, action: Action, points: number): Promise<boolean> {
  const generation = await generationOf(req, action.id)
  return creditPoints(
    req.payload,
    {
      memberId: action.memberId,
      points,
      reason: action.actionType,
      sourceType: 'declared-action',
      sourceId: creditSlot(action.id, generation),
    },
    req,
  )
}

/**
 * The undo of a validation: a row reversing the current generation's credit (its points,
 * negated), in `req`'s transaction; the credit itself stays. Returns the points taken back
 * (0 when the validation had credited nothing).
 */
export async function reverseValidatedAction(req: PayloadRequest, action: Action): Promise<number> {
  const generation = await generationOf(req, action.id)
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    select points from points_ledger
    where source_type = 'declared-action' and source_id = ${creditSlot(action.id, generation)}`)
  const credited = Number((rows[0] as { points?: number } | undefined)?.points ?? 0)
  if (credited === 0) return 0
  const written = await creditPoints(
    req.payload,
    {
      memberId: action.memberId,
      points: -credited,
      reason: action.actionType,
      sourceType: 'declared-action',
      sourceId: reversalSlot(action.id, generation),
      notes: 'Annulation de la validation',
    },
    req,
  )
  return written ? credited : 0
}
