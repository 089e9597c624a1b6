/**
 * Plain `fetch`: the `stripe` SDK is not installed. On only when both secrets are set; STRIPE_API_BASE points at the
 * local stand-in.
 */

export type CardConfig = { secretKey: string; webhookSecret: string; apiBase: string }

export function cardConfig(env: NodeJS.ProcessEnv = process.env): CardConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) return null
  return {
    secretKey,
    webhookSecret,
    apiBase: (env.STRIPE_API_BASE?.trim() || 'https://api.stripe.com').replace(/\/$/, ''),
  }
}

export type CheckoutRequest = {
  paymentId: number
  projectId: number
  amountCents: number
  description: string
  email: string
  successUrl: string
  cancelUrl: string
}

export type CheckoutSession = { id: string; url: string }

function form(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString()
}

async function post(config: CardConfig, path: string, body: string, idempotencyKey?: string) {
  const response = await fetch(`${config.apiBase}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${config.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body,
    signal: AbortSignal.timeout(15_000),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(`Stripe ${path}: ${response.status} ${JSON.stringify(json.error ?? json)}`)
  return json
}

export async function createCheckoutSession(config: CardConfig, request: CheckoutRequest): Promise<CheckoutSession> {
  const session = await post(
    config,
    '/v1/checkout/sessions',
    form({
      mode: 'payment',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: request.email,
      client_reference_id: request.paymentId,
      'metadata[payment_id]': request.paymentId,
      'metadata[project_id]': request.projectId,
      'payment_intent_data[metadata][payment_id]': request.paymentId,
      'line_items[0][quantity]': 1,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': request.amountCents,
      'line_items[0][price_data][product_data][name]': request.description,
    }),
  )
  if (typeof session.id !== 'string' || typeof session.url !== 'string')
    throw new Error('Stripe: session sans id ni url')
  return { id: session.id, url: session.url }
}

/** The idempotency key is the payment's, so a retry refunds once. */
export async function refundCardPayment(config: CardConfig, paymentIntent: string, paymentId: number): Promise<string> {
  const refund = await post(
    config,
    '/v1/refunds',
    form({ payment_intent: paymentIntent, 'metadata[payment_id]': paymentId }),
    `tryb-refund-${paymentId}`,
  )
  if (typeof refund.id !== 'string') throw new Error('Stripe: remboursement sans id')
  return refund.id
}
