import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { signInWithPassword } from '@/auth/passwordLogin'
import { drizzleFor } from '@/db/drizzleFor'
import { runSemesterCheck } from '@/members/runSemesterCheck'

import { createMember, TEST_PASSWORD } from './helpers/actors'
import { countQueries } from './helpers/countQueries'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

// Noon UTC is the same day in Paris.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

async function member(
  name: string,
  points: Record<string, number>,
  extra: { activated_at?: string; threshold_exempt?: boolean } = {},
) {
  const created = await createMember(payload, 'active', name, {
    activated_at: extra.activated_at ?? '2025-01-10T09:00:00.000Z',
    threshold_exempt: extra.threshold_exempt ?? false,
  })
  // Credits booked in given semesters (the ledger's own hook would date them today).
  const db = await drizzleFor(payload)
  for (const [period, total] of Object.entries(points)) {
    await db.execute(sql`
      insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
      values (${created.id}, ${total}, 'adjustment', 'admin-adjustment', ${randomUUID()}, ${period}, now(), now())`)
  }
  return created
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'members', id })).status

const emailsTo = async (to: string) =>
  (await payload.find({ collection: 'payload-jobs', limit: 500, depth: 0, sort: 'createdAt' })).docs
    .map((job) => job.input as { to?: string; subject?: string; text?: string })
    .filter((input) => input?.to === to)

describe('semester close', () => {
  it('makes inactive the active members under their required points, once, and leaves the others', async () => {
    const enough = await member('Assez', { '2026-S2': 80 })
    const short = await member('Court', { '2026-S2': 40, '2026-S1': 500 })
    const exempt = await member('Dispense', { '2026-S2': 10 }, { threshold_exempt: true })
    const newcomer = await member('Nouveau', {}, { activated_at: '2027-01-01T09:00:00.000Z' })
    // Activated 1 October: 14 weeks of 26 → 42 points required.
    const proRataShort = await member('ProrataCourt', { '2026-S2': 41 }, { activated_at: '2026-10-01T09:00:00.000Z' })
    const proRataOk = await member('ProrataOk', { '2026-S2': 42 }, { activated_at: '2026-10-01T09:00:00.000Z' })
    const signedIn = await signInWithPassword(payload, { email: short.email, password: TEST_PASSWORD, ip: '10.5.0.1' })
    const token = (signedIn as { sessionToken: string }).sessionToken

    const first = await runSemesterCheck(payload, day('2027-01-02'))
    expect(first.deactivated).toBe(2)
    expect(await statusOf(short.id)).toBe('inactive')
    expect(await statusOf(proRataShort.id)).toBe('inactive')
    for (const kept of [enough, exempt, newcomer, proRataOk]) expect(await statusOf(kept.id)).toBe('active')

    // Their sessions ended, a decision is logged, an e-mail explains how to come back.
    expect((await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user).toBeNull()
    const { docs: decisions } = await payload.find({
      collection: 'admin-decisions',
      where: { member: { equals: short.id } },
    })
    expect(decisions).toMatchObject([
      { action: 'deactivated', notes: 'Clôture du semestre 2026-S2 : 40 points sur 78 requis.' },
    ])
    const [mail] = await emailsTo(short.email)
    expect(mail.subject).toBe('Ton compte Tryb est passé inactif')
    expect(mail.text).toContain('40 points sur les 78 nécessaires')

    // Run again (tomorrow, or on another server): nothing more happens.
    expect(await runSemesterCheck(payload, day('2027-01-03'))).toMatchObject({ deactivated: 0 })
    expect(await emailsTo(short.email)).toHaveLength(1)

    // Reactivated by an admin, the member is not judged again on the closed semester.
    await payload.update({ collection: 'members', id: short.id, data: { status: 'active' } })
    expect(await runSemesterCheck(payload, day('2027-01-04'))).toMatchObject({ deactivated: 0 })
    expect(await statusOf(short.id)).toBe('active')
  })
})

describe('an ordinary day', () => {
  it('costs the same few statements however many members there are', async () => {
    // The close of 2026-S2 done (January 2), an ordinary day later on: nothing to judge or remind.
    const ordinaryDay = day('2027-02-10')
    await runSemesterCheck(payload, day('2027-01-02'))
    const few = await countQueries(payload, () => runSemesterCheck(payload, ordinaryDay))
    expect(few.result).toEqual({ deactivated: 0, reminded: 0 })
    for (let index = 0; index < 15; index++) await member(`Ordinaire${index}`, { '2026-S2': 90 })
    const more = await countQueries(payload, () => runSemesterCheck(payload, ordinaryDay))
    expect(more.result).toEqual({ deactivated: 0, reminded: 0 })
    expect(more.queries.length).toBe(few.queries.length)
    expect(more.queries.length).toBeLessThanOrEqual(6)
    // No whole member record is read when none is acted on (Payload's reads of all 10,000 took 9.7 s).
    expect(more.queries.filter((query) => /from "members"/.test(query))).toEqual([])
  })
})

describe('end-of-semester reminders', () => {
  it('e-mails members under the threshold three weeks before the end, then one week before, each once', async () => {
    // All above the threshold in the semester just closed, so the close leaves them alone.
    const behind = await member('Retard', { '2026-S2': 80, '2027-S1': 30 })
    const ahead = await member('Avance', { '2026-S2': 80, '2027-S1': 90 })
    const exempt = await member('Exempte', { '2027-S1': 0 }, { threshold_exempt: true })

    expect(await runSemesterCheck(payload, day('2027-06-05'))).toMatchObject({ reminded: 0 }) // 26 days left
    await runSemesterCheck(payload, day('2027-06-10')) // 21 days left
    await runSemesterCheck(payload, day('2027-06-11'))
    const afterFirst = await emailsTo(behind.email)
    expect(afterFirst).toHaveLength(1)
    expect(afterFirst[0].subject).toBe('Plus que 21 jours pour garder ta place dans la Tryb')
    expect(afterFirst[0].text).toContain(
      'Tu as 30 points sur les 78 nécessaires pour rester membre actif : il t’en manque 48.',
    )

    await runSemesterCheck(payload, day('2027-06-24')) // 7 days left
    await runSemesterCheck(payload, day('2027-06-25'))
    expect((await emailsTo(behind.email)).map((mail) => mail.subject)).toEqual([
      'Plus que 21 jours pour garder ta place dans la Tryb',
      'Plus que 7 jours pour garder ta place dans la Tryb',
    ])
    expect(await emailsTo(ahead.email)).toHaveLength(0)
    expect(await emailsTo(exempt.email)).toHaveLength(0)

    // Each reminder is also under the member's bell, written with its e-mail.
    const { docs: notices } = await payload.find({
      collection: 'notifications',
      where: { member: { equals: behind.id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(notices.map(({ kind, title, body }) => ({ kind, title, body }))).toEqual([
      {
        kind: 'semester_warning',
        title: 'Plus que 21 jours avant la fin du semestre',
        body: '30 points sur les 78 nécessaires pour rester membre actif.',
      },
      {
        kind: 'semester_warning',
        title: 'Plus que 7 jours avant la fin du semestre',
        body: '30 points sur les 78 nécessaires pour rester membre actif.',
      },
    ])
  })
})

describe('activation date', () => {
  it('is stamped when a member becomes active, and again on a reactivation', async () => {
    const created = await createMember(payload, 'waitlist', 'Attente')
    expect(created.activated_at ?? null).toBeNull()
    const activated = await payload.update({ collection: 'members', id: created.id, data: { status: 'active' } })
    expect(Date.now() - new Date(activated.activated_at!).getTime()).toBeLessThan(60_000)
    await payload.update({ collection: 'members', id: created.id, data: { status: 'inactive' } })
    const before = activated.activated_at
    await new Promise((resolve) => setTimeout(resolve, 20))
    const reactivated = await payload.update({ collection: 'members', id: created.id, data: { status: 'active' } })
    expect(reactivated.activated_at).not.toBe(before)
  })
})
