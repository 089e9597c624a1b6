import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { BATCH2_AUDIT, batch2OpenedNotes } from '@/domain/batch2'
import { queueEmailsInBulk } from '@/email/queueEmail'
import { batch2OpenedEmail } from '@/email/templates/batch2Opened'
import { recordAudit } from '@/audit/recordAudit'
import { siteUrl } from '@/siteUrl'

/**
 * Batch 2 opens: every address on the list is told (the outbox rows) and the list is emptied, audited,
 * all in `req`'s transaction — the admin's save of the rules. The list holds one row per address
 * that asked, so it is read at once.
 */
export async function announceAndClearBatch2List(req: PayloadRequest): Promise<number> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`delete from batch2_waitlist returning email`)
  const emails = (rows as { email: string }[]).map(({ email }) =>
    batch2OpenedEmail({ to: email, applyUrl: `${siteUrl()}/apply` }),
  )
  await queueEmailsInBulk(req, emails)
  await recordAudit(req, {
    action: BATCH2_AUDIT.opened,
    collection: 'batch2-waitlist',
    id: 0,
    to: 'ouvert',
    notes: batch2OpenedNotes(emails.length),
  })
  return emails.length
}
