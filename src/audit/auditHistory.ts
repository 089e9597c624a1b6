import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { auditSentence, unnamedSubject, type AuditSubject, type SentencePart } from '@/domain/moderation/auditSentences'
import type { PaymentMethod } from '@/domain/payments/payments'
import type { DeclaredAction } from '@/payload-types'

export type HistoryEntry = { id: number; date: string; sentence: SentencePart[] }

type EntryRow = {
  id: number
  created_at: string
  action: string
  target_collection: string
  target_id: string
  notes: string | null
  admin_name: string | null
  admin_email: string | null
  actor_first_name: string | null
  actor_last_name: string | null
  action_type: DeclaredAction['action_type'] | null
  action_member_id: number | null
  action_member_first_name: string | null
  action_member_last_name: string | null
  action_project_id: number | null
  action_project_title: string | null
  member_id: number | null
  member_first_name: string | null
  member_last_name: string | null
  project_id: number | null
  project_title: string | null
  payment_amount: string | number | null
  payment_method: PaymentMethod | null
  payment_reference: string | null
  payment_invoice_number: string | null
  invoice_number: string | null
  invoice_kind: 'invoice' | 'credit_note' | null
  invoice_ttc: string | number | null
  invoice_buyer: string | null
  credited_number: string | null
  money_project_id: number | null
  money_project_title: string | null
  payer_first_name: string | null
  payer_last_name: string | null
  payer_billing_name: string | null
}

const fullName = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim()

function actorName(row: EntryRow): string {
  if (row.admin_email !== null) return row.admin_name || row.admin_email
  if (row.actor_first_name !== null) return fullName(row.actor_first_name, row.actor_last_name)
  return row.action === 'declared-action.validated_auto' ? 'Le reporting' : 'Le serveur'
}

function subjectOf(row: EntryRow): AuditSubject {
  if (row.action_type !== null)
    return {
      kind: 'declared-action',
      actionType: row.action_type,
      member:
        row.action_member_id === null
          ? null
          : {
              id: row.action_member_id,
              name: fullName(row.action_member_first_name ?? '', row.action_member_last_name),
            },
      project:
        row.action_project_id === null ? null : { id: row.action_project_id, title: row.action_project_title ?? '' },
    }
  if (row.member_id !== null)
    return { kind: 'member', id: row.member_id, name: fullName(row.member_first_name ?? '', row.member_last_name) }
  if (row.project_id !== null) return { kind: 'project', id: row.project_id, title: row.project_title ?? '' }
  const project =
    row.money_project_id === null ? null : { id: Number(row.money_project_id), title: row.money_project_title ?? '' }
  if (row.invoice_number !== null)
    return {
      kind: 'invoice',
      number: row.invoice_number,
      billingDocumentKind: row.invoice_kind ?? 'invoice',
      ttcCents: Number(row.invoice_ttc),
      buyer: row.invoice_buyer ?? '',
      creditedNumber: row.credited_number,
      project,
    }
  if (row.payment_amount !== null && row.payment_method !== null)
    return {
      kind: 'payment',
      amountCents: Number(row.payment_amount),
      method: row.payment_method,
      reference: row.payment_reference,
      invoiceNumber: row.payment_invoice_number,
      owner:
        row.payer_billing_name?.trim() ||
        fullName(row.payer_first_name ?? '', row.payer_last_name) ||
        'porteur inconnu',
      project,
    }
  return { kind: 'other', label: unnamedSubject(row.target_collection, row.target_id) }
}

/**
 * The journal's last entries with their actors and subjects in one statement, whatever kinds of
 * subject they name: each join is a primary-key lookup per entry.
 */
export async function recentAuditHistory(payload: Payload, limit: number): Promise<HistoryEntry[]> {
  const db = await drizzleFor(payload)
  // A target id that is not a number names no row (and must not fail the cast).
  const targetId = sql`case when a.target_id ~ '^[0-9]{1,9}$' then a.target_id::int end`
  const { rows } = await db.execute<EntryRow>(sql`
    select a.id, a.created_at, a.action, a.target_collection, a.target_id, a.notes,
           u.name as admin_name, u.email as admin_email,
           am.first_name as actor_first_name, am.last_name as actor_last_name,
           d.action_type, dm.id as action_member_id, dm.first_name as action_member_first_name,
           dm.last_name as action_member_last_name, dp.id as action_project_id, dp.title as action_project_title,
           m.id as member_id, m.first_name as member_first_name, m.last_name as member_last_name,
           p.id as project_id, p.title as project_title,
           pay.amount_cents as payment_amount, pay.method as payment_method, pay.reference as payment_reference,
           pinv.number as payment_invoice_number, inv.number as invoice_number, inv.kind as invoice_kind,
           inv.ttc_cents as invoice_ttc, inv.buyer_name as invoice_buyer, cinv.number as credited_number,
           mp.id as money_project_id, mp.title as money_project_title, pm.first_name as payer_first_name,
           pm.last_name as payer_last_name, pm.billing_name as payer_billing_name
    from (select * from audit_log order by created_at desc, id desc limit ${limit}::int) a
    left join users u on u.id = a.actor_user_id
    left join members am on am.id = a.actor_member_id
    left join declared_actions d on a.target_collection = 'declared-actions' and d.id = ${targetId}
    left join members dm on dm.id = d.member_id
    left join projects dp on dp.id = d.project_id
    left join members m on a.target_collection = 'members' and m.id = ${targetId}
    left join projects p on a.target_collection = 'projects' and p.id = ${targetId}
    left join payments pay on a.target_collection = 'payments' and pay.id = ${targetId}
    left join invoices pinv on pinv.id = pay.invoice_id
    left join invoices inv on a.target_collection = 'invoices' and inv.id = ${targetId}
    left join invoices cinv on cinv.id = inv.credited_invoice_id
    left join projects mp on mp.id = coalesce(pay.project_id, inv.project_id)
    left join members pm on pm.id = pay.member_id
    order by a.created_at desc, a.id desc`)
  return rows.map((row) => ({
    id: Number(row.id),
    date: new Date(row.created_at).toISOString(),
    sentence: auditSentence(row.action, actorName(row), subjectOf(row), row.notes),
  }))
}
