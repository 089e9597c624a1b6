import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { runSemesterCheck } from '@/members/runSemesterCheck'

import { createMember } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

// Noon UTC is the same day in Paris.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

const db = () => drizzleFor(payload)

/** `count` active members with the given points per semester, activated long before. */
async function members(
  count: number,
  points: Record<string, number>,
  extra: { email_preferences?: { semester?: boolean } } = {},
) {
  const created = []
  for (let index = 0; index < count; index++) {
    const member = await createMember(payload, 'active', `Lot${index}`, {
      activated_at: '2025-01-10T09:00:00.000Z',
      ...extra,
    })
    for (const [period, total] of Object.entries(points)) {
      await (
        await db()
      ).execute(sql`
        insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
        values (${member.id}, ${total}, 'adjustment', 'admin-adjustment', ${randomUUID()}, ${period}, now(), now())`)
    }
    created.push(member)
  }
  return created
}

/** Per member: status, notices of `kind`, outbox e-mails, decisions and audit entries. */
async function traces(ids: number[], kind: string) {
  const list = `{${ids.join(',')}}`
  const { rows } = await (
    await db()
  ).execute<{ id: number; status: string; notices: number; emails: number; decisions: number; audits: number }>(sql`
    select m.id, m.status,
      (select count(*)::int from semester_notices n where n.member_id = m.id and n.kind = ${kind}) as notices,
      (select count(*)::int from payload_jobs j where j.task_slug = 'sendEmail' and j.email_to = lower(m.email)) as emails,
      (select count(*)::int from admin_decisions d where d.member_id = m.id) as decisions,
      (select count(*)::int from audit_log a
        where a.target_collection = 'members' and a.target_id = m.id::text and a.action = 'member.deactivated') as audits
    from members m where m.id = any(${list}::int[]) order by m.id`)
  return rows
}

/** Makes PostgreSQL fail the batch that logs `memberId`'s decision: after its status and notice are written. */
async function failDecisionOf(memberId: number) {
  await (
    await db()
  ).execute(
    sql.raw(`
    create or replace function test_interrupt_decision() returns trigger as $$
    begin
      if new.member_id = ${Number(memberId)} then raise exception 'interrupted mid-batch'; end if;
      return new;
    end $$ language plpgsql;
    create trigger test_interrupt_decision before insert on admin_decisions
    for each row execute function test_interrupt_decision();`),
  )
}

const stopFailing = async () => (await db()).execute(sql.raw('drop trigger test_interrupt_decision on admin_decisions'))

describe('the semester close in batches', () => {
  it('costs the same statements for a batch of two members as for a batch of six', async () => {
    // Two short in 2026-S2 (closed on 2 January), six short in 2027-S1 only (closed on 2 July).
    await members(2, { '2026-S2': 10, '2027-S1': 90 })
    const six = await members(6, { '2026-S2': 90, '2027-S1': 10 })
    const two = await countQueries(payload, () => runSemesterCheck(payload, day('2027-01-02'), { batchSize: 10 }))
    expect(two.result).toEqual({ deactivated: 2, reminded: 0 })
    const many = await countQueries(payload, () => runSemesterCheck(payload, day('2027-07-02'), { batchSize: 10 }))
    expect(many.result).toEqual({ deactivated: 6, reminded: 0 })
    expect(many.queries.length).toBe(two.queries.length)
    expect(many.queries.length).toBeLessThanOrEqual(16)
    // Each one made inactive once, with its notice, e-mail, decision and audit entry.
    for (const row of await traces(
      six.map((member) => member.id),
      'deactivated',
    )) {
      expect(row).toMatchObject({ status: 'inactive', notices: 1, emails: 1, decisions: 1, audits: 1 })
    }
  })

  it('interrupted mid-batch, keeps the batches done and redoes the whole broken one on the next run', async () => {
    const short = await members(5, { '2027-S2': 5 })
    const ids = short.map((member) => member.id)
    // Batches of two: the first commits, the second fails once its members are already updated.
    await failDecisionOf(ids[3])
    await expect(runSemesterCheck(payload, day('2028-01-02'), { batchSize: 2 })).rejects.toThrow()
    await stopFailing()
    const interrupted = await traces(ids, 'deactivated')
    expect(interrupted.slice(0, 2)).toMatchObject([
      { status: 'inactive', notices: 1, emails: 1, decisions: 1, audits: 1 },
      { status: 'inactive', notices: 1, emails: 1, decisions: 1, audits: 1 },
    ])
    for (const row of interrupted.slice(2)) {
      expect(row).toMatchObject({ status: 'active', notices: 0, emails: 0, decisions: 0, audits: 0 })
    }

    // The retry does the rest, and nothing twice; a further run does nothing.
    expect(await runSemesterCheck(payload, day('2028-01-02'), { batchSize: 2 })).toEqual({
      deactivated: 3,
      reminded: 0,
    })
    expect(await runSemesterCheck(payload, day('2028-01-03'), { batchSize: 2 })).toEqual({
      deactivated: 0,
      reminded: 0,
    })
    for (const row of await traces(ids, 'deactivated')) {
      expect(row).toMatchObject({ status: 'inactive', notices: 1, emails: 1, decisions: 1, audits: 1 })
    }
  })

  it('run on two servers at once, makes each member inactive once', async () => {
    const short = await members(6, { '2028-S1': 5 })
    const runs = await Promise.all([
      runSemesterCheck(payload, day('2028-07-02'), { batchSize: 2 }),
      runSemesterCheck(payload, day('2028-07-02'), { batchSize: 3 }),
    ])
    expect(runs[0].deactivated + runs[1].deactivated).toBe(6)
    for (const row of await traces(
      short.map((member) => member.id),
      'deactivated',
    )) {
      expect(row).toMatchObject({ status: 'inactive', notices: 1, emails: 1, decisions: 1, audits: 1 })
    }
  })
})

describe('the reminders in batches', () => {
  it('reminds each member behind once, even from two runs at once, e-mailing those who want it', async () => {
    // Enough in 2028-S1 (closed before the reminder), behind in 2028-S2.
    const behind = await members(5, { '2028-S1': 90, '2028-S2': 10 })
    const [quiet] = await members(1, { '2028-S1': 90, '2028-S2': 10 }, { email_preferences: { semester: false } })
    await runSemesterCheck(payload, day('2028-07-03'))
    const runs = await Promise.all([
      runSemesterCheck(payload, day('2028-12-11'), { batchSize: 2 }),
      runSemesterCheck(payload, day('2028-12-11'), { batchSize: 4 }),
    ])
    expect(runs[0].reminded + runs[1].reminded).toBe(6)
    const ids = [...behind, quiet].map((member) => member.id)
    const rows = await traces(ids, 'reminder_3_weeks')
    expect(rows.map((row) => row.notices)).toEqual([1, 1, 1, 1, 1, 1])
    expect(rows.map((row) => row.emails)).toEqual([1, 1, 1, 1, 1, 0])
    const { rows: bells } = await (
      await db()
    ).execute<{ member_id: number; count: number }>(sql`
      select member_id, count(*)::int as count from notifications
      where kind = 'semester_warning' and member_id = any(${`{${ids.join(',')}}`}::int[])
      group by member_id order by member_id`)
    expect(bells.map((bell) => bell.count)).toEqual([1, 1, 1, 1, 1, 1])
  })
})
