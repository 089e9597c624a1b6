import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getTableColumns, sql, type Table } from 'drizzle-orm'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { expireTags } from '@/cache/expireTags'
import { inTransaction } from '@/db/inTransaction'
import { drizzleFor } from '@/db/drizzleFor'
import { ERASURE_MESSAGES, erasedEmail, erasedPseudonym, sameName } from '@/domain/accountDeletion'
import { COMMUNITY_TAG, MEMBERSHIP_COUNT_TAG } from '@/domain/infrastructure/cacheTags'
import { queueEmail } from '@/email/queueEmail'
import { accountErasedEmail } from '@/email/templates/accountErased'
import { refused, type AdminOutcome } from '@/errors/outcome'
import { type SignedInAdmin } from '@/auth/signedInAdmin'
import { recordAudit } from '@/audit/recordAudit'
import { siteUrl } from '@/siteUrl'

import { MEMBER_DATA_RULES, type ErasureContext } from './memberDataRules'
import { memberRelationsOf } from './memberRelations'

const quoted = (identifier: string) => sql.identifier(identifier)

/**
 * Columns of the member's own row that say nothing about the person: the state the community's
 * rules still read (status, period, quota, dates of the membership). Every other column of
 * `members` is emptied, so a field added later is erased unless someone decides to keep it here.
 */
export const MEMBER_COLUMNS_KEPT = new Set([
  'id',
  'status',
  'application_status',
  'source',
  'score',
  'accepts_charter',
  'charter_version',
  'charter_accepted_at',
  'profile_completed',
  'invites_quota',
  'activated_at',
  'threshold_exempt',
  'deletion_requested_at',
  'timezone',
  'updated_at',
  'created_at',
])

/** The emptied columns that cannot be null take these values. */
const MEMBER_COLUMN_VALUES = (memberId: number): Record<string, unknown> => ({
  first_name: 'Membre supprimé',
  last_name: `n°${memberId}`,
  email: erasedEmail(memberId),
  has_password: false,
  linkedin_count: 0,
  instagram_count: 0,
  facebook_count: 0,
  login_attempts: 0,
  email_digest: false,
})

export class ErasureRefused extends Error {}

type Locked = {
  id: number
  first_name: string
  last_name: string
  email: string
  erased_at: string | null
  deletion_requested_at: string | null
}

/** An admin from the cockpit, the job at the end of the delay, or the retention of applications never accepted. */
export type ErasureBy = { admin: SignedInAdmin; confirmName: string } | { job: true } | { retention: true }

const AUDIT_NOTES = {
  admin: 'Effacement mené par un administrateur, à la demande du membre',
  job: 'Effacement mené par la tâche à la fin du délai promis',
  retention: 'Candidature jamais acceptée, effacée à la fin de sa durée de conservation',
} as const

/**
 * Carries out a member's deletion request in one transaction: every collection of the config by
 * its stated rule (`MEMBER_DATA_RULES`), then the member's own row, the audit entry and the last
 * e-mail to the address. Refuses (nothing written) a member who did not ask, one already erased, or
 * an admin's confirmation that is not the member's name.
 */
export async function eraseMember(payload: Payload, memberId: number, by: ErasureBy): Promise<{ pseudonym: string }> {
  return inTransaction({ payload, user: 'admin' in by ? by.admin : undefined }, async (req) => {
    const db = await drizzleFor(payload, req)
    const { rows } = await db.execute(sql`
      select id, first_name, last_name, email, erased_at, deletion_requested_at
      from members where id = ${memberId} for update`)
    const member = rows[0] as Locked | undefined
    if (!member || (!('retention' in by) && !member.deletion_requested_at))
      throw new ErasureRefused(ERASURE_MESSAGES.notRequested)
    if (member.erased_at) throw new ErasureRefused(ERASURE_MESSAGES.alreadyErased)
    if ('admin' in by && !sameName(by.confirmName, `${member.first_name} ${member.last_name}`))
      throw new ErasureRefused(ERASURE_MESSAGES.wrongName)

    const target: ErasureContext = { req, db, memberId, email: member.email }
    for (const collection of payload.config.collections) {
      await eraseFrom(payload, req, target, collection.slug as CollectionSlug)
    }
    await emptyMemberRow(payload, target)

    await recordAudit(req, {
      action: 'member-erased',
      collection: 'members',
      id: memberId,
      notes: AUDIT_NOTES['admin' in by ? 'admin' : 'job' in by ? 'job' : 'retention'],
    })
    // The landing counter (an active member leaves) and the community's pages (the owner's name, feedback texts).
    await expireTags(req, [MEMBERSHIP_COUNT_TAG, COMMUNITY_TAG])
    // Only a member who asked is told; an application erased by retention was never a member.
    if (!('retention' in by))
      await queueEmail(req, accountErasedEmail({ to: member.email, applyUrl: new URL('/apply', siteUrl()).toString() }))
    return { pseudonym: erasedPseudonym(memberId) }
  })
}

async function eraseFrom(payload: Payload, req: PayloadRequest, target: ErasureContext, slug: CollectionSlug) {
  const rule = MEMBER_DATA_RULES[slug]
  // The integration test stops this before a release; here it stops an erasure that would leave data behind.
  if (!rule) throw new Error(`No erasure rule for the collection ${slug}`)
  const collection = payload.collections[slug].config
  const columns = memberRelationsOf(collection, payload).flatMap((relation) =>
    relation.column ? [relation.column] : [],
  )
  const table = tableOf(payload, slug)
  const ofMember = () =>
    sql.join(
      columns.map((column) => sql`${quoted(column)} = ${target.memberId}`),
      sql` or `,
    )

  switch (rule.erasure) {
    case 'deleted':
      if (columns.length) await target.db.execute(sql`delete from ${quoted(table)} where ${ofMember()}`)
      return
    case 'replaced': {
      if (!columns.length) return
      const adapterTable = columnsOf(payload, table)
      const assignments = Object.entries(rule.values).map(
        ([field, value]) => sql`${quoted(adapterTable[field].name)} = ${value}`,
      )
      await target.db.execute(
        sql`update ${quoted(table)} set ${sql.join(assignments, sql`, `)}, updated_at = now() where ${ofMember()}`,
      )
      return
    }
    case 'uploads': {
      const where: Where = {
        or: memberRelationsOf(collection).map((relation) => ({ [relation.field]: { equals: target.memberId } })),
      }
      // Through Payload, which deletes the files (and their resized copies) from the disk or the bucket.
      await payload.delete({ collection: slug, where, req, overrideAccess: true, depth: 0 })
      return
    }
    case 'custom':
      await rule.run(target)
      return
    case 'member':
    case 'kept':
    case 'legal-record':
    case 'none':
      return
  }
}

async function emptyMemberRow(payload: Payload, { db, memberId }: ErasureContext) {
  const values = MEMBER_COLUMN_VALUES(memberId)
  const assignments = Object.values(columnsOf(payload, tableOf(payload, 'members')))
    .map(({ name }) => name)
    .filter((name) => !MEMBER_COLUMNS_KEPT.has(name))
    .map((name) =>
      name === 'erased_at' ? sql`erased_at = now()` : sql`${quoted(name)} = ${name in values ? values[name] : null}`,
    )
  await db.execute(
    sql`update members set ${sql.join(assignments, sql`, `)}, status = 'inactive' where id = ${memberId}`,
  )
  // Sessions (signed-in devices) and the application's lists go with the identity.
  await db.execute(sql`delete from members_sessions where _parent_id = ${memberId}`)
  await db.execute(sql`delete from members_motivations where parent_id = ${memberId}`)
  await db.execute(sql`delete from members_sectors where parent_id = ${memberId}`)
}

function tableOf(payload: Payload, slug: string): string {
  const adapter = payload.db as unknown as PostgresAdapter
  return adapter.tableNameMap.get(slug.replaceAll('-', '_')) ?? slug.replaceAll('-', '_')
}

function columnsOf(payload: Payload, table: string): Record<string, { name: string }> {
  const adapter = payload.db as unknown as PostgresAdapter
  return getTableColumns(adapter.tables[table] as unknown as Table)
}

/** The cockpit's one step: French refusals, never a stack trace. */
export async function eraseMemberAsAdmin(
  payload: Payload,
  admin: SignedInAdmin,
  memberId: number,
  confirmName: string,
): Promise<AdminOutcome> {
  try {
    const { pseudonym } = await eraseMember(payload, memberId, { admin, confirmName })
    return { ok: true, message: ERASURE_MESSAGES.done(pseudonym) }
  } catch (error) {
    if (error instanceof ErasureRefused) return refused(error.message)
    payload.logger.error({ err: error, memberId }, '[erasure] effacement impossible')
    return refused(ERASURE_MESSAGES.failed)
  }
}
