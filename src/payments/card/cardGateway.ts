/**
 * The official `stripe` SDK, one client; on only when both secrets are set. STRIPE_API_BASE becomes its `protocol`,
 * `host` and `port`: the local stand-in of tests and the demo.
 */
import Stripe from 'stripe'

export type CardConfig = { secretKey: string; webhookSecret: string; apiBase: string | null }

export function cardConfig(env: NodeJS.ProcessEnv = process.env): CardConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret) return null
  return { secretKey, webhookSecret, apiBase: env.STRIPE_API_BASE?.trim() || null }
}

/** STRIPE_API_BASE (`http://127.0.0.1:12111`) as the SDK's options; none means Stripe's own API. */
export function sdkAddress(apiBase: string | null): Pick<Stripe.StripeConfig, 'protocol' | 'host' | 'port'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) }
}

let client: { key: string; stripe: Stripe } | null = null

/** The one SDK client, made again only when the configuration changes (tests switch it). */
export function stripeClient(config: CardConfig): Stripe {
  const key = `${config.secretKey}\n${config.apiBase ?? ''}`
  if (client?.key !== key) {
    const stripe = new Stripe(config.secretKey, {
      ...sdkAddress(config.apiBase),
      timeout: 15_000,
      maxNetworkRetries: 1,
      telemetry: false,
    })
    client = { key, stripe }
  }
  return client.stripe
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

export async function createCheckoutSession(config: CardConfig, request: CheckoutRequest): Promise<CheckoutSession> {
  const session = await stripeClient(config).checkout.sessions.create({
    mode: 'payment',
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    customer_email: request.email,
    client_reference_id: String(request.paymentId),
    metadata: { payment_id: String(request.paymentId), project_id: String(request.projectId) },
    payment_intent_data: { metadata: { payment_id: String(request.paymentId) } },
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: request.description } },
      },
    ],
  })
  if (!session.url) throw new Error('Stripe: session sans url')
  return { id: session.id, url: session.url }
}

/** The idempotency key is the payment's, so a retry refunds once. */
export async function refundCardPayment(config: CardConfig, paymentIntent: string, paymentId: number): Promise<string> {
  const refund = await stripeClient(config).refunds.create(
    { payment_intent: paymentIntent, metadata: { payment_id: String(paymentId) } },
    { idempotencyKey: `tryb-refund-${paymentId}` },
  )
  return refund.id
}

/**
 * The Checkout Session as Stripe itself holds it, asked by id: null when Stripe knows no such session.
 * Anything else that fails (network, Stripe down) is thrown, and the webhook asks Stripe to retry.
 */
export async function retrieveCheckoutSession(config: CardConfig, id: string): Promise<unknown> {
  try {
    return await stripeClient(config).checkout.sessions.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
    throw error
  }
}

/**
 * The event Stripe signed, checked by the SDK (`t=…,v1=…`, five minutes' tolerance): 'forged'
 * when the signature does not hold, 'unreadable' when a signed body is not an event.
 */
export function verifiedEvent(
  config: CardConfig,
  body: string,
  signature: string | null,
): Stripe.Event | 'forged' | 'unreadable' {
  if (!signature) return 'forged'
  try {
    const event = stripeClient(config).webhooks.constructEvent(body, signature, config.webhookSecret)
    const object = (event as { data?: { object?: unknown } }).data?.object
    if (typeof event.id !== 'string' || !event.id || typeof event.type !== 'string') return 'unreadable'
    return typeof object === 'object' && object !== null ? event : 'unreadable'
  } catch (error) {
    return error instanceof Stripe.errors.StripeSignatureVerificationError ? 'forged' : 'unreadable'
  }
}
