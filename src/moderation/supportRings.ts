import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { RingThresholds } from '@/domain/supportRings'

/** A member of a ring: what they gave inside the group against all they gave in the window. */
export type RingMember = { id: number; name: string; givenInGroup: number; givenInAll: number }

/** Two or three members whose validated declarations go mostly to each other. */
export type SupportRing = { members: RingMember[] }

/** Rings shown at most: past this many, the thresholds are too low to be read one by one. */
export const RING_LIMIT = 50

type Row = { ids: number[]; given: number[]; totals: number[]; names: string[] }

/**
 * The cross-support rings of the window (`thresholds`, the `rules` global), in ONE statement:
 * validated declarations since `since` (the (status, created_at, member, project) index, read
 * alone), turned into giver → project owner counts, then
 * - pairs whose counts both ways reach `minEachWay` and `minSharePercent` % of each one's support;
 * - groups of three where each member gives at least `minEachWay` to the two others, receives as
 *   many from them, and gives them `minSharePercent` % of their support. Only "heavy" edges
 *   (half the share at least; a member has at most 1 / (share / 2) of them) start a group, which
 *   keeps the candidates proportional to the members, not to their square.
 * Self-support (a member's declarations on their own project) is left out.
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
    heavy as (select giver, receiver from weighted where n * 200 >= ${share} * total),
    triples as (
      select distinct least(h1.giver, h1.receiver, h2.giver) as x,
             greatest(h1.giver, h1.receiver, h2.giver) as z,
             h1.giver + h1.receiver + h2.giver - least(h1.giver, h1.receiver, h2.giver)
               - greatest(h1.giver, h1.receiver, h2.giver) as y
      from heavy h1 join heavy h2 on h2.receiver in (h1.giver, h1.receiver) and h2.giver not in (h1.giver, h1.receiver)
    ),
    triple_members as (
      select t.x, t.y, t.z, m.id,
             coalesce((select sum(e.n) from edges e where e.giver = m.id and e.receiver in (t.x, t.y, t.z)), 0)::int as given,
             coalesce((select sum(e.n) from edges e where e.receiver = m.id and e.giver in (t.x, t.y, t.z)), 0)::int as received,
             coalesce((select total from totals where giver = m.id), 0) as total
      from triples t cross join lateral (values (t.x), (t.y), (t.z)) as m(id)
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
