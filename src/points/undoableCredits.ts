import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { CreditReason } from '@/domain/points/ledgerCredits'
import { creditSlot, reversalSlot, reversalSlotPrefix } from '@/domain/moderation/undo'

import { creditPoints } from './creditPoints'

export type UndoableSource = {
  sourceType: 'declared-action' | 'referral'
  id: number
  memberId: number
  reason: CreditReason
}

/** How many of the source's credits were reversed: the generation of its next credit slot. */
async function generationOf(req: PayloadRequest, source: UndoableSource): Promise<number> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    select count(*)::int as reversals from points_ledger
    where source_type = ${source.sourceType} and source_id like ${`${reversalSlotPrefix(source.id)}%`}`)
  return Number((rows[0] as { reversals: number }).reversals)
}

/** Row lock on the source plus the ledger's unique source: one credit per generation, even raced or replayed. */
export async function creditUndoable(req: PayloadRequest, source: UndoableSource, points: number): Promise<boolean> {
  const generation = await generationOf(req, source)
  return creditPoints(
    req.payload,
    {
      memberId: source.memberId,
      points,
      reason: source.reason,
      sourceType: source.sourceType,
      sourceId: creditSlot(source.id, generation),
    },
    req,
  )
}

/** The credit itself stays: an undo is a reversing row. */
export async function reverseUndoable(req: PayloadRequest, source: UndoableSource, notes: string): Promise<number> {
  const generation = await generationOf(req, source)
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    select points from points_ledger
    where source_type = ${source.sourceType} and source_id = ${creditSlot(source.id, generation)}`)
  const credited = Number((rows[0] as { points?: number } | undefined)?.points ?? 0)
  if (credited === 0) return 0
  const written = await creditPoints(
    req.payload,
    {
      memberId: source.memberId,
      points: -credited,
      reason: source.reason,
      sourceType: source.sourceType,
      sourceId: reversalSlot(source.id, generation),
      notes,
    },
    req,
  )
  return written ? credited : 0
}

/** Sources never undone keep their id, found in one lookup for the batch; called under the sources' row locks. */
export async function creditSlotsOf(
  req: PayloadRequest,
  sourceType: UndoableSource['sourceType'],
  ids: number[],
): Promise<Map<number, string>> {
  const db = await drizzleFor(req.payload, req)
  const generation = new Map(ids.map((id) => [id, 0]))
  let undone = ids
  while (undone.length > 0) {
    const slots = undone.map((id) => reversalSlot(id, generation.get(id)!))
    const { rows } = await db.execute<{ source_id: string }>(sql`
      select source_id from points_ledger
      where source_type = ${sourceType} and source_id = any(${`{${slots.join(',')}}`}::text[])`)
    const reversed = new Set(rows.map((row) => row.source_id))
    undone = undone.filter((id) => reversed.has(reversalSlot(id, generation.get(id)!)))
    for (const id of undone) generation.set(id, generation.get(id)! + 1)
  }
  return new Map(ids.map((id) => [id, creditSlot(id, generation.get(id)!)]))
}
