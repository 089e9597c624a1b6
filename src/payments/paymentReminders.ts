import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { reminderWindow } from '@/domain/payments/payments'
import { relationId } from '@/domain/relationId'
import { queueEmail } from '@/email/queueEmail'
import { paymentReminderEmail } from '@/email/templates/payments'
import { siteUrl } from '@/siteUrl'

export type ReminderResult = { sent: number }

/**
 * A unique `payload_kv` key per payment, written with the outbox
 * row after locking the payment, so a rerun sends nothing.
 */
export async function runPaymentReminders(payload: Payload, now = new Date()): Promise<ReminderResult> {
  const window = reminderWindow(now)
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { due_at: { less_than_equal: window.dueBefore.toISOString() } },
        { due_at: { greater_than: window.dueAfter.toISOString() } },
      ],
    },
    pagination: false,
    limit: 200,
    depth: 0,
    select: { status: true },
  })
  let sent = 0
  for (const { id } of docs) {
    const queued = await inTransaction({ payload }, async (req) => {
      const db = await drizzleFor(payload, req)
      const locked = await db.execute(sql`select status from payments where id = ${id} for update`)
      if ((locked.rows[0] as { status?: string } | undefined)?.status !== 'pending') return false
      const { rows } = await db.execute(sql`
        insert into payload_kv (key, data) values (${`payment-reminder:${id}`}, ${JSON.stringify({ sentAt: now.toISOString() })}::jsonb)
        on conflict (key) do nothing
        returning id`)
      if (rows.length !== 1) return false
      const payment = await req.payload.findByID({ collection: 'payments', id, depth: 1, req, overrideAccess: true })
      const project = payment.project
      const member = payment.member
      if (typeof project !== 'object' || typeof member !== 'object' || !relationId(project)) return false
      await queueEmail(
        req,
        paymentReminderEmail({
          to: member.email,
          firstName: member.first_name,
          projectTitle: project.title,
          amountCents: payment.amount_cents,
          dueAt: payment.due_at,
          url: `${siteUrl()}/p/${project.slug}`,
        }),
      )
      return true
    })
    if (queued) sent++
  }
  return { sent }
}
