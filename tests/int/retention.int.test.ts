import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { RETENTION_BATCH, retentionLines } from '@/domain/retention'
import { DEFAULT_LEGAL } from '../../globals/Legal/defaultLegal'
import { applyRetention } from '@/privacy/applyRetention'

import { createMember, uniqueEmail, type Actors } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * Each period of `src/domain/retention.ts` applied to rows aged past it, and only to them; a second
 * run changes nothing; a backlog larger than a batch goes in several batches.
 */
let payload: Payload
let actors: Actors
setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

type Db = Awaited<ReturnType<typeof drizzleFor>>
let db: Db
beforeAll(async () => {
  db = await drizzleFor(payload)
})

const count = async (statement: ReturnType<typeof sql>) =>
  Number(((await db.execute(statement)).rows[0] as { n: number | string }).n)

describe('the nightly retention', () => {
  it('removes what is past its period, keeps what is not, and a second run finds nothing', async () => {
    const member = await createMember(payload, 'active', 'Conservee')
    const m = member.id
    const tag = `ret-${m}`
    await db.execute(sql`
      insert into magic_link_tokens (token_hash, member_id, purpose, expires_at, updated_at, created_at) values
        (${`${tag}-old`}, ${m}, 'login', now() - interval '3 days', now(), now()),
        (${`${tag}-new`}, ${m}, 'login', now() + interval '10 minutes', now(), now())`)
    await db.execute(sql`
      insert into rate_limits (key, hits, reset_at, updated_at, created_at) values
        (${`${tag}:old`}, 3, now() - interval '2 days', now(), now()),
        (${`${tag}:new`}, 3, now() + interval '1 hour', now(), now())`)
    await db.execute(sql`
      insert into notifications (member_id, kind, title, link, updated_at, created_at) values
        (${m}, 'action_validated', ${`${tag} vieille`}, '/dashboard', now(), now() - interval '400 days'),
        (${m}, 'action_validated', ${`${tag} récente`}, '/dashboard', now(), now() - interval '10 days')`)
    await db.execute(sql`
      insert into batch2_waitlist (email, consent, updated_at, created_at) values
        (${uniqueEmail('ancienne')}, true, now(), now() - interval '800 days'),
        (${uniqueEmail('recente')}, true, now(), now() - interval '30 days')`)
    await db.execute(sql`
      insert into audit_log (action, target_collection, target_id, "from", "to", notes, updated_at, created_at) values
        (${`${tag}-old`}, 'members', ${String(m)}, 'a', 'b', 'une note', now(), now() - interval '6 years'),
        (${`${tag}-new`}, 'members', ${String(m)}, 'a', 'b', 'une note', now(), now() - interval '1 year')`)
    await db.execute(sql`
      insert into members_sessions (_order, _parent_id, id, created_at, expires_at) values
        (1, ${m}, ${`${tag}-old`}, now() - interval '3 days', now() - interval '1 day'),
        (2, ${m}, ${`${tag}-new`}, now(), now() + interval '1 hour')`)
    // A large export asked 8 days ago (its link expired a day ago), with its file; and one asked today.
    const { rows: exportsMade } = await db.execute(sql`
      insert into data_exports (member_id, status, token_hash, ready_at, expires_at, updated_at, created_at) values
        (${m}, 'ready', ${`${tag}-export-old`}, now() - interval '8 days', now() - interval '1 day', now(),
          now() - interval '8 days'),
        (${m}, 'ready', ${`${tag}-export-new`}, now(), now() + interval '7 days', now(), now())
      returning id`)
    for (const { id } of exportsMade as { id: number }[])
      await db.execute(sql`insert into derived.data_export_parts (export_id, part, bytes) values (${id}, 0, '\x7b7d')`)
    // An application never accepted, untouched for over two years; and a recent one.
    const stale = await createMember(payload, 'waitlist', 'Oubliee')
    const recent = await createMember(payload, 'waitlist', 'Recente')
    await db.execute(sql`update members set updated_at = now() - interval '800 days' where id = ${stale.id}`)

    const first = await applyRetention(payload)
    expect(first).toMatchObject({
      signInLinks: 1,
      rateLimits: 1,
      notifications: 1,
      batch2List: 1,
      dataExports: 1,
      auditDetails: 1,
      unacceptedApplications: 1,
    })
    expect(first.sessions).toBeGreaterThanOrEqual(1)

    expect(await count(sql`select count(*) as n from magic_link_tokens where token_hash like ${`${tag}%`}`)).toBe(1)
    expect(await count(sql`select count(*) as n from rate_limits where key like ${`${tag}%`}`)).toBe(1)
    expect(await count(sql`select count(*) as n from notifications where title like ${`${tag}%`}`)).toBe(1)
    expect(await count(sql`select count(*) as n from members_sessions where id like ${`${tag}%`}`)).toBe(1)
    // The expired export went with its file; the recent one and its file stay.
    expect(await count(sql`select count(*) as n from data_exports where token_hash like ${`${tag}%`}`)).toBe(1)
    expect(
      await count(sql`select count(*) as n from derived.data_export_parts where export_id in (
        ${(exportsMade[0] as { id: number }).id}, ${(exportsMade[1] as { id: number }).id})`),
    ).toBe(1)
    const audit = (
      await db.execute(sql`
      select action, notes from audit_log where action like ${`${tag}%`} order by action desc`)
    ).rows
    expect(audit).toEqual([
      { action: `${tag}-old`, notes: null },
      { action: `${tag}-new`, notes: 'une note' },
    ])
    const erasedAt = async (id: number) =>
      (await payload.findByID({ collection: 'members', id, overrideAccess: true, depth: 0 })).erased_at ?? null
    expect(await erasedAt(stale.id)).not.toBeNull()
    expect(await erasedAt(recent.id)).toBeNull()
    expect(await erasedAt(actors.waitlist.id)).toBeNull()

    const second = await applyRetention(payload)
    expect(second.total).toBe(0)
  })

  it('a backlog larger than a batch is cleared in batches, in one run', async () => {
    await db.execute(sql`
      insert into rate_limits (key, hits, reset_at, updated_at, created_at)
      select 'lot-' || i, 1, now() - interval '3 days', now(), now()
      from generate_series(1, ${RETENTION_BATCH + 5}::int) as i`)
    const { rateLimits } = await applyRetention(payload)
    expect(rateLimits).toBe(RETENTION_BATCH + 5)
    expect(await count(sql`select count(*) as n from rate_limits where key like 'lot-%'`)).toBe(0)
  })
})

describe('the privacy policy', () => {
  it('states the periods the job applies and the processors, as the migration wrote it', async () => {
    const legal = await payload.findGlobal({ slug: 'legal' })
    const bodies = legal.privacy.sections?.map((section) => section.body) ?? []
    expect(bodies).toEqual(DEFAULT_LEGAL.privacy.sections.map((section) => section.body))
    const text = bodies.join('\n')
    for (const line of retentionLines()) expect(text).toContain(line)
    for (const processor of ['SMTP', 'Stripe', 'S3', '10 ans']) expect(text).toContain(processor)
  })
})
