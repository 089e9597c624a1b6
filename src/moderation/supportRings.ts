import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { RingThresholds } from '@/domain/support/supportRings'

export type RingMember = { id: number; name: string; givenInGroup: number; givenInAll: number }

export type SupportRing = { members: RingMember[] }

/** Rings shown at most: past this many, the thresholds are too low to be read one by one. */
export const RING_LIMIT = 50

type Row = { ids: number[]; given: number[]; totals: number[]; names: string[] }

/**
 * One statement: only cycles of heavy gifts are examined, by equality joins, so
 * candidates grow with the members, never with their square. Self-support is left out.
 */
export async function findSupportRings(
  payload: Payload,
  thresholds: RingThresholds,
  now = new Date(),
): Promise<SupportRing[]> {
  const since = new Date(now.getTime() - thresholds.windowDays * 24 * 60 * 60 * 1_000).toISOString()
  const { minEachWay: min, minSharePercent: share } = thresholds
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    with edges as (
      select d.member_id as giver, p.owner_id as receiver, count(*)::int as n
      from declared_actions d join projects p on p.id = d.project_id
      where d.status in ('validated_auto', 'validated_manual') and d.created_at >= ${since}
        and p.owner_id is not null and p.owner_id <> d.member_id
      group by d.member_id, p.owner_id
    ),
    totals as (select giver, sum(n)::int as total from edges group by giver),
    weighted as (select e.*, t.total from edges e join totals t using (giver)),
    pairs as (
      select array[a.giver, a.receiver] as ids, array[a.n, b.n] as given, array[a.total, b.total] as totals
      from weighted a join weighted b on b.giver = a.receiver and b.receiver = a.giver
      where a.giver < a.receiver and a.n >= ${min} and b.n >= ${min}
        and a.n * 100 >= ${share} * a.total and b.n * 100 >= ${share} * b.total
    ),
    heavy as (select giver, receiver from weighted where n * 2 >= ${min} and n * 200 >= ${share} * total),
    strong as (select giver, receiver from edges where n * 2 >= ${min}),
    cycles as (
      select h1.giver as a, h1.receiver as b, h2.receiver as c
      from heavy h1 join heavy h2 on h2.giver = h1.receiver
      join heavy h3 on h3.giver = h2.receiver and h3.receiver = h1.giver
      where h2.receiver <> h1.giver
    ),
    mutual as (
      select h1.giver as a, h1.receiver as b
      from heavy h1 join heavy h2 on h2.giver = h1.receiver and h2.receiver = h1.giver
      where h1.giver < h1.receiver
    ),
    fans as (
      select m.a, m.b, s.receiver as c from mutual m join strong s on s.giver = m.a where s.receiver <> m.b
      union all
      select m.a, m.b, s.receiver from mutual m join strong s on s.giver = m.b where s.receiver <> m.a
    ),
    triples as (
      select distinct least(a, b, c) as x, a + b + c - least(a, b, c) - greatest(a, b, c) as y, greatest(a, b, c) as z
      from (select * from cycles union all select * from fans) candidates
    ),
    triple_edges as (
      select t.x, t.y, t.z, p.giver, p.receiver, coalesce(e.n, 0) as n
      from triples t
      cross join lateral (values (t.x, t.y), (t.y, t.x), (t.x, t.z), (t.z, t.x), (t.y, t.z), (t.z, t.y)) as p(giver, receiver)
      left join edges e on e.giver = p.giver and e.receiver = p.receiver
    ),
    triple_members as (
      select g.x, g.y, g.z, g.giver as id, g.given, r.received, coalesce(t.total, 0) as total
      from (select x, y, z, giver, sum(n)::int as given from triple_edges group by x, y, z, giver) g
      join (select x, y, z, receiver, sum(n)::int as received from triple_edges group by x, y, z, receiver) r
        on r.x = g.x and r.y = g.y and r.z = g.z and r.receiver = g.giver
      left join totals t on t.giver = g.giver
    ),
    groups as (
      select array_agg(id order by id) as ids, array_agg(given order by id) as given, array_agg(total order by id) as totals
      from triple_members
      group by x, y, z
      having bool_and(given >= ${min} and received >= ${min} and given * 100 >= ${share} * total)
    ),
    rings as (select * from pairs union all select * from groups limit ${RING_LIMIT})
    select r.ids, r.given, r.totals,
           array(select trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, ''))
                 from unnest(r.ids) with ordinality as u(id, position) join members m on m.id = u.id
                 order by u.position) as names
    from rings r`)
  return (rows as unknown as Row[]).map((row) => ({
    members: row.ids.map((id, index) => ({
      id: Number(id),
      name: row.names[index] || `Membre n° ${id}`,
      givenInGroup: Number(row.given[index]),
      givenInAll: Number(row.totals[index]),
    })),
  }))
}
