import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

/** What Tryb asked Stripe for when it opened a Checkout Session: the only thing its completion may pay. */
export type OpenedSession = { paymentId: number; amountCents: number; currency: string }

const keyOf = (sessionId: string) => `stripe-session:${sessionId}`

/**
 * Every session opened is kept, not only the payment's latest (`provider_session_id`): an owner who opened
 * two and paid in the first is still paid.
 */
export async function rememberOpenedSession(req: PayloadRequest, sessionId: string, opened: OpenedSession) {
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`
    insert into payload_kv (key, data) values (${keyOf(sessionId)}, ${JSON.stringify(opened)}::jsonb)
    on conflict (key) do nothing`)
}

/** Sessions opened before they were kept are known by the payment's `provider_session_id`. */
export async function openedSession(req: PayloadRequest, sessionId: string): Promise<OpenedSession | null> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`select data from payload_kv where key = ${keyOf(sessionId)}`)
  const kept = rows[0]?.data as OpenedSession | undefined
  if (kept) return kept
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { provider_session_id: { equals: sessionId } },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ? { paymentId: docs[0].id, amountCents: docs[0].amount_cents, currency: 'eur' } : null
}
