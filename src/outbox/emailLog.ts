import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { emailState, maskLinkSecrets, type EmailState } from '@/domain/email/emailLog'
import type { EmailLogFilters } from '@/domain/email/emailLogFilters'
import type { Cursor } from '@/domain/request/listParams'

export type LoggedEmail = {
  id: number
  to: string
  subject: string
  template: string | null
  state: EmailState
  queuedAt: string
  lastAt: string
  attempts: number
  lastError: string | null
}

export type EmailLogPage = { rows: LoggedEmail[]; next: Cursor | null; previous: Cursor | null }

/** Members whose name matches a "Membre ou adresse" search that is not an address, at most this many. */
const MEMBER_MATCHES = 10

type Row = Record<string, unknown>

const iso = (value: unknown) => new Date(String(value)).toISOString()

function toLoggedEmail(row: Row): LoggedEmail {
  const state = emailState({
    completedAt: row.completed_at ? String(row.completed_at) : null,
    hasError: row.has_error === true,
    messageEndAt: row.message_end,
    acceptedAt: row.accepted,
    withdrawnAt: row.withdrawn,
  })
  return {
    id: Number(row.id),
    to: String(row.to ?? ''),
    subject: String(row.subject ?? ''),
    template: row.template ? String(row.template) : null,
    state,
    queuedAt: iso(row.created_at),
    lastAt: iso(row.completed_at ?? row.updated_at),
    attempts: Number(row.total_tried ?? 0),
    lastError: state === 'sent' || !row.last_error ? null : String(row.last_error),
  }
}

function stateCondition(state: EmailLogFilters['state']): SQL | null {
  if (state === 'sent') return sql`completed_at is not null and not (input ? 'withdrawnAt')`
  if (state === 'queued') return sql`completed_at is null and has_error = false`
  if (state === 'failed') return sql`completed_at is null and has_error = true`
  return null
}

async function searchedAddresses(payload: Payload, search: string | undefined): Promise<string[] | null> {
  if (!search) return null
  if (search.includes('@')) return [search.toLowerCase()]
  const db = await drizzleFor(payload)
  const pattern = `${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
  const { rows } = await db.execute(sql`
    select lower(email) as email from members
    where lower(first_name) like ${pattern} or lower(last_name) like ${pattern}
       or lower(first_name || ' ' || last_name) like ${pattern}
    order by id limit ${MEMBER_MATCHES}`)
  return (rows as Row[]).map((row) => String(row.email))
}

/** One index read whatever the outbox's size; the text is not read here. */
export async function listEmailLog(
  payload: Payload,
  filters: EmailLogFilters,
  cursor: Cursor | null,
  pageSize: number,
): Promise<EmailLogPage> {
  const addresses = await searchedAddresses(payload, filters.search)
  if (addresses && addresses.length === 0) return { rows: [], next: null, previous: null }
  const backwards = cursor?.direction === 'before'
  const conditions: SQL[] = [sql`task_slug = 'sendEmail'`]
  if (addresses)
    conditions.push(
      sql`email_to in (${sql.join(
        addresses.map((address) => sql`${address}`),
        sql`, `,
      )})`,
    )
  if (filters.template) conditions.push(sql`email_template = ${filters.template}`)
  const state = stateCondition(filters.state)
  if (state) conditions.push(state)
  if (cursor) {
    const at = cursor.createdAt
    conditions.push(
      backwards
        ? sql`created_at >= ${at} and (created_at, id) > (${at}::timestamptz, ${cursor.id})`
        : sql`created_at <= ${at} and (created_at, id) < (${at}::timestamptz, ${cursor.id})`,
    )
  }
  const order = backwards ? sql`created_at asc, id asc` : sql`created_at desc, id desc`
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select id, email_to as "to", input ->> 'subject' as subject, email_template as template, created_at,
           completed_at, updated_at, has_error, total_tried, error ->> 'message' as last_error,
           input -> 'deliveryMessageEndAt' as message_end, input -> 'deliveryAcceptedAt' as accepted,
           input -> 'withdrawnAt' as withdrawn
    from payload_jobs
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${pageSize + 1}`)
  const more = rows.length > pageSize
  const page = (rows as Row[]).slice(0, pageSize).map(toLoggedEmail)
  if (backwards) page.reverse()
  const at = (email: LoggedEmail | undefined, direction: Cursor['direction']): Cursor | null =>
    email ? { createdAt: email.queuedAt, id: email.id, direction } : null
  return backwards
    ? { rows: page, previous: more ? at(page[0], 'before') : null, next: at(page.at(-1), 'after') }
    : { rows: page, previous: cursor ? at(page[0], 'before') : null, next: more ? at(page.at(-1), 'after') : null }
}

export type LoggedEmailContent = LoggedEmail & { text: string; html: string | null; resentFrom: number | null }

export async function readLoggedEmail(payload: Payload, id: number): Promise<LoggedEmailContent | null> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    select id, email_to as "to", input ->> 'subject' as subject, email_template as template, created_at,
           completed_at, updated_at, has_error, total_tried, error ->> 'message' as last_error,
           input -> 'deliveryMessageEndAt' as message_end, input -> 'deliveryAcceptedAt' as accepted,
           input -> 'withdrawnAt' as withdrawn,
           input ->> 'text' as text, input ->> 'html' as html, input ->> 'resentFrom' as resent_from
    from payload_jobs where id = ${id} and task_slug = 'sendEmail'`)
  const row = (rows as Row[])[0]
  if (!row) return null
  return {
    ...toLoggedEmail(row),
    text: maskLinkSecrets(String(row.text ?? '')),
    html: row.html ? maskLinkSecrets(String(row.html)) : null,
    resentFrom: row.resent_from ? Number(row.resent_from) : null,
  }
}
