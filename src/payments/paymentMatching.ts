import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import {
  campaignPaymentState,
  parsePaymentQuery,
  type CampaignPayment,
  type CampaignPaymentState,
} from '@/domain/payments/campaignPayment'
import type { PaymentStatus } from '@/domain/payments/payments'
import type { SignedInAdmin } from '@/auth/signedInAdmin'

/** One payment as the admin matching a bank line sees it: whose campaign, how much, where it stands. */
export type MatchedPayment = {
  paymentId: number
  projectId: number
  projectTitle: string
  ownerName: string
  amountCents: number
  reference: string | null
  status: PaymentStatus
  state: CampaignPaymentState | null
  dueAt: string
  declaredAt: string | null
  paidAt: string | null
  createdAt: string
}

type Row = {
  id: number
  project_id: number
  title: string
  project_status: string
  first_name: string | null
  last_name: string | null
  billing_name: string | null
  amount_cents: number | string
  reference: string | null
  status: PaymentStatus
  due_at: string
  transfer_declared_at: string | null
  paid_at: string | null
  created_at: string
  total?: string
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

function matched(row: Row, now: Date): MatchedPayment {
  const dueAt = new Date(row.due_at).toISOString()
  const declaredAt = iso(row.transfer_declared_at)
  return {
    paymentId: Number(row.id),
    projectId: Number(row.project_id),
    projectTitle: row.title,
    // As the invoice names the buyer: the name a bank line most likely carries.
    ownerName: row.billing_name?.trim() || `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || 'Porteur inconnu',
    amountCents: Number(row.amount_cents),
    reference: row.reference,
    status: row.status,
    state: campaignPaymentState({
      projectStatus: row.project_status,
      payment: { status: row.status, dueAt, declaredAt },
      now,
    }),
    dueAt,
    declaredAt,
    paidAt: iso(row.paid_at),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** The payment, its project and its owner: primary-key joins, so a list costs one statement. */
const SELECT = sql`
  select p.id, p.project_id, pr.title, pr.status as project_status, m.first_name, m.last_name, m.billing_name,
         p.amount_cents,
         p.reference, p.status, p.due_at, p.transfer_declared_at, p.paid_at, p.created_at`
const FROM = sql`from payments p join projects pr on pr.id = p.project_id left join members m on m.id = p.member_id`

async function rows(payload: Payload, where: SQL, order: SQL, limit: number) {
  const db = await drizzleFor(payload)
  const { rows: found } = await db.execute<Row>(
    sql`${SELECT}, count(*) over () as total ${FROM} where ${where} order by ${order} limit ${limit}::int`,
  )
  return found
}

export const SEARCH_LIMIT = 20

/** Escapes LIKE's wildcards: an admin's "%" or "_" is a character, not a pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Payments whose reference contains the text, or whose amount is the amount typed, newest first.
 * Null for anyone but an admin; an empty search finds nothing.
 */
export async function searchPayments(
  payload: Payload,
  admin: SignedInAdmin | null,
  raw: string,
  now = new Date(),
): Promise<{ payments: MatchedPayment[]; total: number } | null> {
  if (!isAdmin(admin)) return null
  const query = parsePaymentQuery(raw)
  if (!query) return { payments: [], total: 0 }
  const byReference = sql`upper(p.reference) like ${likeText(query.reference)}`
  const where =
    query.amountCents === null ? byReference : sql`(${byReference} or p.amount_cents = ${query.amountCents})`
  const found = await rows(payload, where, sql`p.created_at desc, p.id desc`, SEARCH_LIMIT)
  return { payments: found.map((row) => matched(row, now)), total: found.length ? Number(found[0].total) : 0 }
}

export const EXPECTED_LIMIT = 50

/**
 * Pending payments of campaigns still to run: those the owner says they sent first (the ones to look
 * for on the statement), then the others; oldest first in each.
 */
export async function expectedTransfers(
  payload: Payload,
  admin: SignedInAdmin | null,
  now = new Date(),
): Promise<{ payments: MatchedPayment[]; total: number } | null> {
  if (!isAdmin(admin)) return null
  const found = await rows(
    payload,
    sql`p.status = 'pending'`,
    sql`(p.transfer_declared_at is null), p.transfer_declared_at, p.created_at, p.id`,
    EXPECTED_LIMIT,
  )
  return { payments: found.map((row) => matched(row, now)), total: found.length ? Number(found[0].total) : 0 }
}

/** Each listed campaign's latest payment, in one statement whatever the list's length. */
export async function campaignPayments(
  payload: Payload,
  projects: { id: number; status: string; requestType: string }[],
  now = new Date(),
): Promise<Map<number, CampaignPayment>> {
  const campaigns = projects.filter((project) => project.requestType === 'visibility')
  const result = new Map<number, CampaignPayment>()
  if (campaigns.length === 0) return result
  const ids = campaigns.map((project) => project.id)
  const db = await drizzleFor(payload)
  const { rows: latest } = await db.execute<{
    project_id: number
    amount_cents: number | string
    reference: string | null
    status: PaymentStatus
    due_at: string
    transfer_declared_at: string | null
  }>(sql`
    select distinct on (project_id) project_id, amount_cents, reference, status, due_at, transfer_declared_at
    from payments where project_id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    order by project_id, created_at desc, id desc`)
  const byProject = new Map(latest.map((row) => [Number(row.project_id), row]))
  for (const project of campaigns) {
    const row = byProject.get(project.id)
    result.set(project.id, {
      state: campaignPaymentState({
        projectStatus: project.status,
        payment: row ? { status: row.status, dueAt: row.due_at, declaredAt: iso(row.transfer_declared_at) } : null,
        now,
      }),
      reference: row?.reference ?? null,
      amountCents: row ? Number(row.amount_cents) : 0,
    })
  }
  return result
}

/** The rows of a list, each visibility campaign with its latest payment (one statement for the list). */
export async function withCampaignPayments<Row extends { id: number; status: string; requestType: string }>(
  payload: Payload,
  rows: Row[],
  now = new Date(),
): Promise<(Row & { payment?: CampaignPayment })[]> {
  const payments = await campaignPayments(payload, rows, now)
  return rows.map((row) => {
    const payment = payments.get(row.id)
    return payment ? { ...row, payment } : row
  })
}
