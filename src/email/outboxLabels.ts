import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { EmailTemplate } from '@/domain/emailLog'

/**
 * Writes beside a queued message what the e-mail log filters on (the recipient, lower-cased, and
 * the template), in `req`'s transaction when there is one. Payload queues jobs below its hooks,
 * so the columns are set here, right after.
 */
export async function labelOutboxMessage(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  jobId: number | string,
  { to, template }: { to: string; template: EmailTemplate | undefined },
) {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    update payload_jobs set email_to = ${to.trim().toLowerCase()}, email_template = ${template ?? null}
    where id = ${Number(jobId)}`)
}
