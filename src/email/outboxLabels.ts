import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import type { EmailTemplate } from '@/domain/email/emailLog'

/** Payload queues jobs below its hooks, so these columns are set here, right after. */
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
