import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { anythingLate, lateDigestDue, parisDayKey } from '@/domain/moderation/moderationQueues'
import { queueEmail } from '@/email/queueEmail'
import { lateDigestEmail } from '@/email/templates/lateDigestEmail'
import { siteUrl } from '@/siteUrl'

import { countModerationQueues } from './queues'

export type LateDigestResult = { sent: number }

/**
 * A unique `payload_kv` key per admin and Paris day, written in the outbox
 * row's transaction, so a rerun or second worker sends nothing more.
 */
export async function runLateDigest(payload: Payload, now: Date = new Date()): Promise<LateDigestResult> {
  if (!lateDigestDue(now)) return { sent: 0 }
  const rules = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const queues = await countModerationQueues(payload, rules, now)
  if (!anythingLate(queues)) return { sent: 0 }
  const { docs: admins } = await payload.find({
    collection: 'users',
    // Unset (an account older than the field) counts as the default: on.
    where: {
      and: [
        { roles: { in: ['admin'] } },
        { or: [{ late_digest: { equals: true } }, { late_digest: { exists: false } }] },
      ],
    },
    pagination: false,
    depth: 0,
    select: { email: true },
  })
  const day = parisDayKey(now)
  let sent = 0
  for (const admin of admins) {
    const queued = await inTransaction({ payload }, async (req) => {
      const db = await drizzleFor(payload, req)
      const { rows } = await db.execute(sql`
        insert into payload_kv (key, data) values (${`late-digest:${day}:${admin.id}`}, ${JSON.stringify({ sentAt: now.toISOString() })}::jsonb)
        on conflict (key) do nothing
        returning id`)
      if (rows.length !== 1) return false
      await queueEmail(req, lateDigestEmail({ to: admin.email, queues, now, siteUrl: siteUrl() }))
      return true
    })
    if (queued) sent++
  }
  return { sent }
}
