import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'

import { createMember } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

/** The kept totals of `ids`, and the same figures summed from the ledger itself. */
async function totals(ids: number[]) {
  const db = await drizzleFor(payload)
  const list = `{${ids.join(',')}}`
  const kept = await db.execute<{ member_id: number; period: string; points: string }>(sql`
    select member_id, period, points from derived.member_period_points
    where member_id = any(${list}::int[]) and points <> 0 order by member_id, period`)
  const summed = await db.execute<{ member_id: number; period: string; points: string }>(sql`
    select member_id, period, sum(points) as points from points_ledger
    where member_id = any(${list}::int[]) group by member_id, period having sum(points) <> 0 order by member_id, period`)
  const plain = (rows: { member_id: number; period: string; points: string }[]) =>
    rows.map((row) => `${row.member_id}:${row.period}:${Number(row.points)}`)
  return { kept: plain(kept.rows), summed: plain(summed.rows) }
}

describe('the semester totals kept beside the ledger', () => {
  it('follow statements of many rows: inserted, changed and removed (one upsert per statement)', async () => {
    const [a, b] = [await createMember(payload, 'active', 'Totaux'), await createMember(payload, 'active', 'Totaux')]
    const db = await drizzleFor(payload)
    await db.execute(sql`
      insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
      values (${a.id}, 5, 'adjustment', 'admin-adjustment', 'tot-1', '2027-S1', now(), now()),
             (${a.id}, 10, 'adjustment', 'admin-adjustment', 'tot-2', '2027-S1', now(), now()),
             (${a.id}, 3, 'adjustment', 'admin-adjustment', 'tot-3', '2027-S2', now(), now()),
             (${b.id}, 7, 'adjustment', 'admin-adjustment', 'tot-4', '2027-S1', now(), now())`)
    expect((await totals([a.id, b.id])).kept).toEqual([`${a.id}:2027-S1:15`, `${a.id}:2027-S2:3`, `${b.id}:2027-S1:7`])

    await db.execute(sql`update points_ledger set points = points + 1 where source_id in ('tot-1', 'tot-4')`)
    await db.execute(sql`update points_ledger set period = '2027-S2' where source_id = 'tot-2'`)
    await db.execute(sql`update points_ledger set notes = 'sans effet sur les points' where source_id = 'tot-3'`)
    await db.execute(sql`delete from points_ledger where source_id = 'tot-4'`)
    const after = await totals([a.id, b.id])
    expect(after.kept).toEqual([`${a.id}:2027-S1:6`, `${a.id}:2027-S2:13`])
    expect(after.kept).toEqual(after.summed)
  })
})
