import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES } from '@/domain/payments'

import { recordPayment } from '../recordPayment'
import { cardConfig } from './cardGateway'
import { verifyStripeSignature } from './stripeSignature'

export type WebhookAnswer = { status: number; message: string }

type StripeEvent = { id: string; type: string; data: { object: Record<string, unknown> } }

function parseEvent(body: string): StripeEvent | null {
  try {
    const event = JSON.parse(body) as Partial<StripeEvent>
    if (typeof event.id !== 'string' || !event.id || typeof event.type !== 'string') return null
    if (typeof event.data?.object !== 'object' || event.data.object === null) return null
    return event as StripeEvent
  } catch {
    return null
  }
}

/** A unique row per event id makes a replayed or concurrent delivery wait for the first and find it applied. */
async function firstDelivery(req: PayloadRequest, event: StripeEvent): Promise<boolean> {
  const db = await drizzleFor(req.payload, req)
  const { rows } = await db.execute(sql`
    insert into payload_kv (key, data)
    values (${`stripe-event:${event.id}`}, ${JSON.stringify({ type: event.type, receivedAt: new Date().toISOString() })}::jsonb)
    on conflict (key) do nothing
    returning id`)
  return rows.length === 1
}

/** `recordPayment` does nothing unless the payment is still pending. */
async function applyCompletedSession(req: PayloadRequest, session: Record<string, unknown>) {
  const metadata = (session.metadata ?? {}) as Record<string, unknown>
  const paymentId = Number(metadata.payment_id)
  if (!Number.isInteger(paymentId) || session.payment_status !== 'paid') return
  const payment = await req.payload
    .findByID({ collection: 'payments', id: paymentId, depth: 0, req, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!payment || session.amount_total !== payment.amount_cents || session.currency !== 'eur') {
    req.payload.logger.error({ paymentId, session: session.id }, '[paiement] session payée sans paiement correspondant')
    return
  }
  const result = await recordPayment(req, paymentId, {
    method: 'card',
    paidAt: new Date(),
    providerPaymentId: typeof session.payment_intent === 'string' ? session.payment_intent : null,
  })
  if (!result.ok) req.payload.logger.warn({ paymentId, session: session.id }, `[paiement] carte : ${result.message}`)
}

/** Answered 200 every time a recorded event comes again, so Stripe stops retrying. */
export async function handleStripeWebhook(
  payload: Payload,
  body: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const config = cardConfig()
  if (!config) return { status: 404, message: PAYMENT_MESSAGES.cardUnavailable }
  if (!verifyStripeSignature(body, signature, config.webhookSecret)) {
    return { status: 400, message: PAYMENT_MESSAGES.badSignature }
  }
  const event = parseEvent(body)
  if (!event) return { status: 400, message: PAYMENT_MESSAGES.badEvent }
  await inTransaction({ payload }, async (req) => {
    if (!(await firstDelivery(req, event))) return
    if (event.type === 'checkout.session.completed') await applyCompletedSession(req, event.data.object)
  })
  return { status: 200, message: PAYMENT_MESSAGES.eventRecorded }
}
