/**
 * So tests and the demo pay by card without any outside host: it answers what the `stripe` SDK
 * sends and signs events with the SDK's own `generateTestHeaderString`.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/** The `Stripe-Signature` header of `body`, made by the SDK as Stripe makes it. */
export function signEvent(body: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp })
}

export type StandInSession = {
  id: string
  url: string
  amount_total: number
  currency: string
  customer_email: string
  client_reference_id: string
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  payment_intent: string | null
  payment_status: 'unpaid' | 'paid'
}

export type StripeStandIn = {
  url: string
  sessions: Map<string, StandInSession>
  refunds: { id: string; payment_intent: string; idempotencyKey: string | null }[]
  /** Every API request's method, path and the SDK's headers, in order (tests read what was sent). */
  requests: { method: string; path: string; stripeVersion: string | null; idempotencyKey: string | null }[]
  /** The signed event a paid session sends, as `{ body, signature }` (tests deliver it themselves too). */
  completedEvent: (sessionId: string) => { body: string; signature: string }
  stop: () => Promise<void>
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The second way to pay on the checkout page: the event is held after the owner's return, as
 * Stripe's may arrive late, until `POST /held-events/deliver` (a test's cue) or this long.
 */
const LATE_CONFIRMATION_MS = 20_000

export async function startStripeStandIn(options: {
  secretKey: string
  webhookSecret: string
  webhookUrl?: string
  port?: number
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>()
  const refunds: StripeStandIn['refunds'] = []
  const requests: StripeStandIn['requests'] = []
  let base = ''

  const completedEvent = (sessionId: string) => {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`unknown session ${sessionId}`)
    session.payment_intent ??= newId('pi')
    session.payment_status = 'paid'
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', ...session } },
    })
    return { body, signature: signEvent(body, options.webhookSecret) }
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null
    requests.push({
      method: request.method ?? '',
      path,
      stripeVersion: header('stripe-version'),
      idempotencyKey: header('idempotency-key'),
    })
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    // Stripe's retrieve: a GET without a body.
    const retrieved = request.method === 'GET' ? /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path) : null
    if (retrieved) {
      const session = sessions.get(retrieved[1])
      return session
        ? json(response, 200, { object: 'checkout.session', ...session })
        : json(response, 404, {
            error: { type: 'invalid_request_error', message: `No such checkout.session: '${retrieved[1]}'` },
          })
    }
    if (!header('content-type')?.startsWith('application/x-www-form-urlencoded') || !header('stripe-version')) {
      return json(response, 400, { error: { type: 'invalid_request_error', message: 'Expected the SDK’s form body' } })
    }
    const form = new URLSearchParams(await readBody(request))
    if (path === '/v1/checkout/sessions') {
      const id = newId('cs')
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key)
        if (match) metadata[match[1]] = value
      }
      const session: StandInSession = {
        id,
        url: `${base}/checkout/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        customer_email: form.get('customer_email') ?? '',
        client_reference_id: form.get('client_reference_id') ?? '',
        metadata,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
        payment_status: 'unpaid',
      }
      sessions.set(id, session)
      return json(response, 200, { object: 'checkout.session', ...session })
    }
    if (path === '/v1/refunds') {
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null
      const known = key ? refunds.find((refund) => refund.idempotencyKey === key) : undefined
      const refund = known ?? { id: newId('re'), payment_intent: form.get('payment_intent') ?? '', idempotencyKey: key }
      if (!known) refunds.push(refund)
      return json(response, 200, {
        object: 'refund',
        id: refund.id,
        payment_intent: refund.payment_intent,
        status: 'succeeded',
      })
    }
    return json(response, 404, { error: { message: `Unrecognized request URL (POST: ${path})` } })
  }

  /** The event Stripe sends once a session is paid, to the app's webhook. */
  async function deliverCompleted(id: string, session: StandInSession) {
    const event = completedEvent(id)
    const target = options.webhookUrl ?? `${new URL(session.success_url).origin}/api/payments/stripe-webhook`
    return fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.body,
    })
  }

  const held = new Map<string, StandInSession>()
  async function deliverHeld() {
    const due = [...held]
    held.clear()
    await Promise.all(due.map(([id, session]) => deliverCompleted(id, session).catch(() => undefined)))
    return due.length
  }

  async function checkout(request: IncomingMessage, response: ServerResponse, id: string, pay: boolean) {
    const session = sessions.get(id)
    if (!session) return response.writeHead(404).end('Session inconnue')
    if (!pay) {
      const amount = (session.amount_total / 100).toFixed(2).replace('.', ',')
      return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="fr"><meta charset="utf-8"><title>Paiement (Stripe simulé)</title>
<body><h1>Paiement par carte (Stripe simulé en local)</h1>
<p>Montant : ${amount} €</p><p>E-mail : ${escapeHtml(session.customer_email)}</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Payer ${amount} €</button></form>
<form method="post" action="/checkout/${id}/pay?confirmation=retardee"><button type="submit">Payer ${amount} €, confirmation retardée</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Annuler</a></p></body></html>`)
    }
    // As Stripe may: the owner is back on Tryb before the event has landed.
    if (new URL(request.url ?? '/', base).searchParams.has('confirmation')) {
      held.set(id, session)
      setTimeout(() => void deliverHeld(), LATE_CONFIRMATION_MS).unref()
      return response.writeHead(303, { Location: session.success_url }).end()
    }
    const delivered = await deliverCompleted(id, session)
    if (!delivered.ok) return response.writeHead(502).end(`Webhook refusé : ${delivered.status}`)
    response.writeHead(303, { Location: session.success_url }).end()
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const page = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(path)
    const handled =
      request.method === 'POST' && path === '/held-events/deliver'
        ? deliverHeld().then((count) => json(response, 200, { delivered: count }))
        : (request.method === 'POST' || request.method === 'GET') && path.startsWith('/v1/')
          ? api(request, response, path)
          : page
            ? checkout(request, response, page[1], request.method === 'POST' && Boolean(page[2]))
            : Promise.resolve(void response.writeHead(404).end())
    handled.catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: { message: String(error) } })
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    sessions,
    refunds,
    requests,
    completedEvent,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
