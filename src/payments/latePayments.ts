import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { drizzleFor } from '@/db/drizzleFor'
import type { SignedInAdmin } from '@/auth/signedInAdmin'

export type LatePayment = {
  paymentId: number
  projectId: number
  projectTitle: string
  amountCents: number
  dueAt: string
  reference: string | null
}

/** One statement, the count included: the cockpit's reads do not grow with its panels' rows. */
export async function latePayments(payload: Payload, admin: SignedInAdmin, now = new Date()) {
  if (!isAdmin(admin)) return { payments: [] as LatePayment[], total: 0 }
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    id: number
    project_id: number
    title: string | null
    amount_cents: number | string
    due_at: string
    reference: string | null
    total: string
  }>(sql`
    select p.id, p.project_id, pr.title, p.amount_cents, p.due_at, p.reference, count(*) over () as total
    from payments p left join projects pr on pr.id = p.project_id
    where p.status = 'pending' and p.due_at <= ${now.toISOString()}::timestamptz
    order by p.due_at, p.id
    limit 20`)
  const payments: LatePayment[] = rows.flatMap((row) =>
    row.title === null
      ? []
      : [
          {
            paymentId: Number(row.id),
            projectId: Number(row.project_id),
            projectTitle: row.title,
            amountCents: Number(row.amount_cents),
            dueAt: new Date(row.due_at).toISOString(),
            reference: row.reference ?? null,
          },
        ],
  )
  return { payments, total: rows.length ? Number(rows[0].total) : 0 }
}
