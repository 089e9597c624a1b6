import { existsSync } from 'node:fs'

import { sql } from 'drizzle-orm'
import type { Payload, SanitizedCollectionConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { ERASED_FEEDBACK_TEXT, ERASURE_MESSAGES, erasedPseudonym } from '@/domain/accountDeletion'
import { requestAccountDeletion } from '@/profile/requestAccountDeletion'
import { eraseMember, eraseMemberAsAdmin } from '@/privacy/eraseMember'
import { collectionsWithoutRule, MEMBER_DATA_RULES } from '@/privacy/memberDataRules'
import { memberRelationsOf } from '@/privacy/memberRelations'
import { runOverdueErasures } from '@/privacy/overdueErasures'
import type { SignedInAdmin } from '@/auth/signedInAdmin'

import { createMember, type Actors } from './helpers/actors'
import { auditEntriesOf, emailsQueuedTo } from './helpers/records'
import { memberWithEverything } from './helpers/memberWithEverything'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * GDPR art. 17 carried out: a member with a row in every collection that names a member is
 * erased; SQL over every table and the upload folders then finds none of their personal values
 * outside the kept legal records (invoices) and the last e-mail to their address.
 */
let payload: Payload
let actors: Actors
setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const admin = () => actors.admin as SignedInAdmin

type Db = Awaited<ReturnType<typeof drizzleFor>>
let db: Db
beforeAll(async () => {
  db = await drizzleFor(payload)
})

/** Every text-like or binary column of every table, in every schema of ours, searched for `value`. */
async function whereFound(value: string): Promise<string[]> {
  const { rows: columns } = await db.execute(sql`
    select table_schema as schema, table_name as table, column_name as column, data_type as type
    from information_schema.columns
    where table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('character varying', 'text', 'jsonb', 'json', 'character', 'bytea')`)
  const found: string[] = []
  for (const { schema, table, column, type } of columns as {
    schema: string
    table: string
    column: string
    type: string
  }[]) {
    // Bytes (an export's file) hold the value as UTF-8, as written.
    const holds =
      type === 'bytea'
        ? sql`position(convert_to(${value}, 'UTF8') in ${sql.identifier(column)}) > 0`
        : sql`strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`
    const { rows } = await db.execute(sql`
      select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
      where ${holds}
        ${table === 'payload_jobs' ? sql`and coalesce(email_template, '') <> 'accountErased'` : sql``}`)
    if ((rows[0] as { n: number }).n > 0) found.push(`${table}.${column}`)
  }
  return found
}

/** Rows of a collection naming the member through a relation read from the config (a column, or the `_rels` table). */
async function rowsNaming(collection: SanitizedCollectionConfig, memberId: number): Promise<number> {
  const table = collection.slug.replaceAll('-', '_')
  let total = 0
  for (const relation of memberRelationsOf(collection, payload)) {
    const { rows } = relation.column
      ? await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(relation.column)} = ${memberId}`,
        )
      : await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(`${table}_rels`)} where path = ${relation.field} and members_id = ${memberId}`,
        )
    total += (rows[0] as { n: number }).n
  }
  return total
}

describe('every collection states what erasure does to it', () => {
  it('the config has a rule for every collection, and a collection naming a member cannot say it holds nothing', () => {
    expect(collectionsWithoutRule(payload.config.collections)).toEqual([])
    for (const collection of payload.config.collections) {
      if (memberRelationsOf(collection).length > 0) expect(MEMBER_DATA_RULES[collection.slug]?.erasure).not.toBe('none')
    }
  })

  it('a new collection with a member relation and no rule is caught', () => {
    const added = {
      slug: 'nouvelle-collection',
      flattenedFields: [{ name: 'member', type: 'relationship', relationTo: 'members' }],
    } as unknown as SanitizedCollectionConfig
    const contacts = {
      slug: 'contacts',
      flattenedFields: [{ name: 'email', type: 'email' }],
    } as unknown as SanitizedCollectionConfig
    expect(collectionsWithoutRule([...payload.config.collections, added, contacts])).toEqual([
      'nouvelle-collection',
      'contacts',
    ])
    // Saying "nothing" of a collection that names a member is no rule either.
    const mislabelled = { ...added, slug: 'media' } as unknown as SanitizedCollectionConfig
    expect(collectionsWithoutRule([mislabelled])).toEqual(['media'])
  })
})

describe('an admin carries out a deletion request', () => {
  it('leaves no personal value in any table nor any upload, keeps the accounts and the invoices', async () => {
    const { member, personal, files, feedbackId } = await memberWithEverything(payload, actors)
    // The fixture reaches every collection that names a member (a new one fails here until added).
    for (const collection of payload.config.collections) {
      if (memberRelationsOf(collection).length === 0) continue
      expect(await rowsNaming(collection, member.id), collection.slug).toBeGreaterThan(0)
    }
    for (const file of files) expect(existsSync(file), file).toBe(true)
    const values = Object.values(personal)
    const before = await whereFound(personal.email)
    expect(before.length).toBeGreaterThan(3)
    expect(before).toContain('data_export_parts.bytes')

    const refusedName = await eraseMemberAsAdmin(payload, admin(), member.id, 'Quelqu’un d’autre')
    expect(refusedName).toEqual({ ok: false, message: ERASURE_MESSAGES.wrongName })
    expect(await whereFound(personal.email)).toEqual(before)

    const outcome = await eraseMemberAsAdmin(
      payload,
      admin(),
      member.id,
      ` ${personal.first_name.toUpperCase()}  ${personal.last_name} `,
    )
    expect(outcome).toEqual({ ok: true, message: ERASURE_MESSAGES.done(erasedPseudonym(member.id)) })

    for (const value of values) {
      const found = await whereFound(value)
      // Invoices are legal records kept unchanged (buyer's name and address).
      expect(
        found.filter((place) => !place.startsWith('invoices.')),
        value,
      ).toEqual([])
    }
    expect(await whereFound(personal.billing_address)).toEqual(['invoices.buyer_address'])
    for (const file of files) expect(existsSync(file), file).toBe(false)

    // Kept, under the pseudonym.
    const erased = await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true, depth: 0 })
    expect(`${erased.first_name} ${erased.last_name}`).toBe(erasedPseudonym(member.id))
    expect(erased.status).toBe('inactive')
    expect(erased.erased_at).toBeTruthy()
    expect(erased.sessions ?? []).toEqual([])
    expect(
      (await payload.count({ collection: 'points-ledger', where: { member: { equals: member.id } } })).totalDocs,
    ).toBe(1)
    expect((await payload.count({ collection: 'votes', where: { member: { equals: member.id } } })).totalDocs).toBe(1)
    expect(
      (await payload.count({ collection: 'admin-decisions', where: { member: { equals: member.id } } })).totalDocs,
    ).toBe(1)
    expect((await payload.count({ collection: 'invoices', where: { member: { equals: member.id } } })).totalDocs).toBe(
      1,
    )
    const feedback = await payload.findByID({ collection: 'feedbacks', id: feedbackId, overrideAccess: true })
    expect(feedback.text).toBe(ERASED_FEEDBACK_TEXT)
    // Told once, journalled once.
    const last = await emailsQueuedTo(payload, personal.email)
    expect(last.map((email) => email.subject)).toEqual(['Ton compte Tryb a été supprimé'])
    expect((await auditEntriesOf(payload, 'members', member.id)).map((entry) => entry.action)).toContain(
      'member-erased',
    )
    // Undo is impossible: a second erasure is refused.
    expect(await eraseMemberAsAdmin(payload, admin(), member.id, erasedPseudonym(member.id))).toEqual({
      ok: false,
      message: ERASURE_MESSAGES.alreadyErased,
    })
  })

  it('the erased member cannot sign in, and their address applies again', async () => {
    const member = await createMember(payload, 'active', 'Partante')
    await requestAccountDeletion(payload, member)
    await eraseMember(payload, member.id, { admin: admin(), confirmName: `Partante Test` })
    await expect(
      payload.login({ collection: 'members', data: { email: member.email, password: 'motdepasse1' } }),
    ).rejects.toThrow()
    const again = await createMember(payload, 'waitlist', 'Revenue', { email: member.email })
    expect(again.id).not.toBe(member.id)
  })

  it('refuses a member who never asked', async () => {
    const member = await createMember(payload, 'active', 'Restante')
    expect(await eraseMemberAsAdmin(payload, admin(), member.id, 'Restante Test')).toEqual({
      ok: false,
      message: ERASURE_MESSAGES.notRequested,
    })
  })
})

describe('the job carries out requests past the delay', () => {
  it('erases a request older than 30 days, leaves a recent one and one held by an admin with a reason (audited)', async () => {
    const late = await createMember(payload, 'active', 'Tardive')
    const recent = await createMember(payload, 'active', 'Recente')
    const held = await createMember(payload, 'active', 'Retenue')
    for (const member of [late, recent, held]) await requestAccountDeletion(payload, member)
    await db.execute(sql`
      update members set deletion_requested_at = now() - interval '31 days' where id in (${late.id}, ${held.id})`)
    await payload.update({
      collection: 'members',
      id: held.id,
      data: { deletion_hold_reason: 'Facture impayée en cours de recouvrement' },
      user: admin(),
      overrideAccess: false,
    })
    const holds = (await auditEntriesOf(payload, 'members', held.id)).filter(
      (entry) => entry.action === 'deletion-held',
    )
    expect(holds.map((entry) => entry.to)).toEqual(['Facture impayée en cours de recouvrement'])

    const { erased } = await runOverdueErasures(payload)
    expect(erased).toBe(1)
    const state = async (id: number) =>
      (await payload.findByID({ collection: 'members', id, overrideAccess: true, depth: 0 })).erased_at
        ? 'effacé'
        : 'gardé'
    expect([await state(late.id), await state(recent.id), await state(held.id)]).toEqual(['effacé', 'gardé', 'gardé'])
    expect((await runOverdueErasures(payload)).erased).toBe(0)
  })

  it('a member cannot set or lift a hold on their own deletion', async () => {
    const member = await createMember(payload, 'active', 'Maligne')
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { deletion_hold_reason: 'Je me retiens' },
      user: member,
      overrideAccess: false,
    })
    const row = await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true, depth: 0 })
    expect(row.deletion_hold_reason ?? null).toBeNull()
  })
})
