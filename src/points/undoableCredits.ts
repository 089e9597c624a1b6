import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { CreditReason } from '@/domain/declaredActions'
import { creditSlot, reversalSlot, reversalSlotPrefix } from '@/domain/undo'

import { creditPoints } from './creditPoints'

/** A source whose credit an admin's undo may reverse: a validated action, an activated referral. */
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

/**
 * Credits the source its points, in `req`'s transaction, once per generation: the slot is the
 * source's id, or after an undo the next generation's (`creditSlot`). The source's row lock (its
 * status machine) keeps two changes from reading the same generation; the ledger's unique source
 * keeps a replay from crediting twice. Returns whether this call wrote the credit.
 */
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

/**
 * The undo of what earned a credit: a row reversing the current generation's credit (its points,
 * negated), in `req`'s transaction; the credit itself stays. Returns the points taken back (0 when
 * nothing had been credited).
 */
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

/**
 * The slot each source's next credit takes (`creditUndoable`'s rule, for a batch): sources never
 * undone keep their id, found by one indexed lookup for the whole batch; only the rare undone ones
 * take one more lookup per generation. Called under the sources' row locks, as `creditUndoable`.
 */
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
