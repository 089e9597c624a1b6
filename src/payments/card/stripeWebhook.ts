import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { recordAudit } from '@/audit/recordAudit'
import { z } from '@/validation/zod'

import { recordPayment } from '../recordPayment'
import { cardConfig, retrieveCheckoutSession, verifiedEvent, type CardConfig } from './cardGateway'
import { openedSession } from './openedSessions'

export type WebhookAnswer = { status: number; message: string }

/** Stripe's ids and names: short printable strings, never a NUL PostgreSQL refuses (a 500 before). */
const stripeText = z
  .string()
  .min(1)
  .max(255)
  .refine((text) => [...text].every((char) => char.charCodeAt(0) >= 0x20))

/** The event's envelope, as Stripe sends it; its object is read by the schema of its type. */
const eventSchema = z.object({
  id: stripeText,
  type: stripeText,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

type StripeEvent = z.output<typeof eventSchema>

/** Strings where Stripe sends strings: `metadata.payment_id` as `[1]` was read as payment 1. */
const completedSessionSchema = z.object({
  id: stripeText,
  payment_status: stripeText,
  amount_total: z.number().int().nullable(),
  currency: stripeText.nullable(),
  client_reference_id: stripeText.nullable().optional(),
  metadata: z.record(z.string(), z.string().max(500)).nullable().optional(),
  payment_intent: stripeText.nullable().optional(),
})

type CompletedSession = z.output<typeof completedSessionSchema>

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

/**
 * Why a completed session may not pay, or null when it is the one Tryb opened: its id, the payment it was
 * opened for (named alike by the metadata and `client_reference_id`), the amount and the currency asked.
 */
async function refusalOf(req: PayloadRequest, session: CompletedSession): Promise<string | null> {
  const opened = await openedSession(req, session.id)
  if (!opened) return 'session que Tryb n’a pas ouverte'
  const paymentId = String(opened.paymentId)
  if (session.metadata?.payment_id !== paymentId) {
    return `métadonnées nommant le paiement ${session.metadata?.payment_id ?? '(aucun)'}, session ouverte pour le paiement ${paymentId}`
  }
  if (session.client_reference_id !== paymentId) {
    return `référence client ${session.client_reference_id ?? '(aucune)'}, session ouverte pour le paiement ${paymentId}`
  }
  if (session.amount_total !== opened.amountCents || session.currency !== opened.currency) {
    return `montant ${session.amount_total ?? '?'} ${session.currency ?? '?'}, session ouverte pour ${opened.amountCents} ${opened.currency}`
  }
  return null
}

/**
 * Stripe's own copy of the session, asked by id before anything is recorded: the signature proves the
 * event came with the webhook secret, this proves Stripe took the money, so even a leaked secret
 * cannot pay. 'unreachable' when Stripe could not be asked (the webhook answers 503; Stripe retries).
 */
async function confirmedByStripe(
  config: CardConfig,
  session: CompletedSession,
): Promise<CompletedSession | null | 'unreachable'> {
  try {
    const held = await retrieveCheckoutSession(config, session.id)
    if (held === null) return null
    const read = completedSessionSchema.safeParse(held)
    return read.success ? read.data : null
  } catch {
    return 'unreachable'
  }
}

/** Why Stripe's copy does not confirm the event's session, or null when it does. */
function disagreement(session: CompletedSession, held: CompletedSession | null): string | null {
  if (!held || held.id !== session.id) return 'session inconnue de Stripe'
  if (held.payment_status !== 'paid') return `session non payée selon Stripe (${held.payment_status})`
  if (
    held.amount_total !== session.amount_total ||
    held.currency !== session.currency ||
    held.metadata?.payment_id !== session.metadata?.payment_id ||
    (held.client_reference_id ?? null) !== (session.client_reference_id ?? null)
  ) {
    return 'événement différent de la session que Stripe détient'
  }
  return null
}

/** The payment the refusal is told on: the one the session was opened for, else the one the event named. */
async function refusedTarget(req: PayloadRequest, session: CompletedSession): Promise<number> {
  const opened = await openedSession(req, session.id)
  if (opened) return opened.paymentId
  const named = Number(session.metadata?.payment_id)
  return Number.isSafeInteger(named) && named > 0 ? named : 0
}

/**
 * `recordPayment` does nothing unless the payment is still pending. A session that is not the one
 * Tryb opened pays nothing and is told to admins in the audit log (docs/PRODUCT-RULES.md#payment).
 */
async function applyCompletedSession(
  req: PayloadRequest,
  event: StripeEvent,
  session: CompletedSession,
  held: CompletedSession | null,
) {
  if (session.payment_status !== 'paid') return
  const refusal = (await refusalOf(req, session)) ?? disagreement(session, held)
  if (refusal) {
    const paymentId = await refusedTarget(req, session)
    req.payload.logger.warn(
      { paymentId, session: session.id, event: event.id },
      `[paiement] carte refusée : ${refusal}`,
    )
    await recordAudit(req, {
      action: 'payment.card_event_refused',
      collection: 'payments',
      id: paymentId,
      to: 'refusé',
      // The journal's sentence already says "refused" and names the payment: the notes say why.
      notes: `Rien n’est réglé : ${refusal} (événement ${event.id}, session ${session.id}).`,
    })
    return
  }
  const paymentId = Number(session.metadata!.payment_id)
  const result = await recordPayment(req, paymentId, {
    method: 'card',
    paidAt: new Date(),
    providerPaymentId: session.payment_intent ?? null,
  })
  if (!result.ok) req.payload.logger.warn({ paymentId, session: session.id }, `[paiement] carte : ${result.message}`)
}

/** Answered 200 every time a recorded event comes again, and for a refused one, so Stripe stops retrying. */
export async function handleStripeWebhook(
  payload: Payload,
  body: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  const config = cardConfig()
  if (!config) return { status: 404, message: PAYMENT_MESSAGES.cardUnavailable }
  const verified = verifiedEvent(config, body, signature)
  if (verified === 'forged') return { status: 400, message: PAYMENT_MESSAGES.badSignature }
  const parsed = verified === 'unreadable' ? null : eventSchema.safeParse(verified)
  if (!parsed?.success) return { status: 400, message: PAYMENT_MESSAGES.badEvent }
  const event = parsed.data
  let session: CompletedSession | null = null
  let held: CompletedSession | null = null
  if (event.type === 'checkout.session.completed') {
    const read = completedSessionSchema.safeParse(event.data.object)
    if (!read.success) return { status: 400, message: PAYMENT_MESSAGES.badEvent }
    session = read.data
    // Asked outside the transaction: no row is locked while Stripe answers.
    if (session.payment_status === 'paid') {
      const confirmed = await confirmedByStripe(config, session)
      if (confirmed === 'unreachable') return { status: 503, message: PAYMENT_MESSAGES.cardUnconfirmed }
      held = confirmed
    }
  }
  await inTransaction({ payload }, async (req) => {
    if (!(await firstDelivery(req, event))) return
    if (session) await applyCompletedSession(req, event, session, held)
  })
  return { status: 200, message: PAYMENT_MESSAGES.eventRecorded }
}
