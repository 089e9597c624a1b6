import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recentAuditHistory } from '@/audit/auditHistory'
import { PAYMENT_MESSAGES, parisCalendarDay } from '@/domain/payments/payments'
import { markTransferReceived } from '@/payments/markTransferReceived'
import { refundPayment } from '@/payments/refundPayment'
import { startCardCheckout } from '@/payments/card/startCardCheckout'

import { signEvent, startStripeStandIn, type StripeStandIn } from '../../../scripts/lib/stripeStandIn'
import { createMember, createProject, type Actors, type SignedInMember } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

const SECRET_KEY = 'sk_test_tryb_int'
const WEBHOOK_SECRET = 'whsec_tryb_int'

let payload: Payload
let actors: Actors
let stripe: StripeStandIn

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  })
})

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  delete process.env.STRIPE_API_BASE
  await stripe?.stop()
})

/** An approved visibility project whose owner gave their billing details. */
async function approvedProject(name = 'Carla') {
  const owner = await createMember(payload, 'active', name, {
    billing_name: `${name} Studio`,
    billing_address: '1 rue du Port\n13002 Marseille',
  })
  const project = await createProject(payload, owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  return { owner, project }
}

/** A session opened by the owner, as the page's button does. */
async function openSession(owner: SignedInMember, projectId: number) {
  const started = await startCardCheckout(payload, owner, projectId)
  if (!started.ok) throw new Error(started.message)
  return [...stripe.sessions.values()].find((session) => session.url === started.url)!
}

/** Stripe's delivery: the raw body and its signature header, through Payload's REST handler. */
async function deliver(body: string, signature: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (signature !== null) headers.set('Stripe-Signature', signature)
  const response = await handleEndpoints({
    config: payload.config,
    path: '/api/payments/stripe-webhook',
    request: new Request('http://127.0.0.1:3000/api/payments/stripe-webhook', { method: 'POST', headers, body }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const paymentOf = async (projectId: number) =>
  (await payload.find({ collection: 'payments', where: { project: { equals: projectId } }, depth: 0 })).docs[0]

const invoicesOf = async (projectId: number) =>
  (await payload.find({ collection: 'invoices', where: { project: { equals: projectId } }, depth: 0 })).docs

async function receiptsTo(email: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    depth: 0,
  })
  return docs
    .map((job) => job.input as { to: string; subject: string })
    .filter((message) => message.to === email && message.subject.startsWith('Paiement reçu'))
}

describe('the owner opens a Checkout session', () => {
  it('for the rules’ price in euros, with the owner’s e-mail and the project', async () => {
    const { owner, project } = await approvedProject()
    const session = await openSession(owner, project.id)
    const payment = await paymentOf(project.id)
    expect(session).toMatchObject({
      amount_total: payment.amount_cents,
      currency: 'eur',
      customer_email: owner.email,
      metadata: { payment_id: String(payment.id), project_id: String(project.id) },
    })
    expect(session.success_url).toMatch(new RegExp(`/p/${project.slug}\\?paiement=merci$`))
    expect(payment).toMatchObject({ status: 'pending', provider_session_id: session.id })
    // Made by the SDK: its API version header and its own idempotency key on the POST.
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      stripeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      idempotencyKey: expect.any(String),
    })
  })

  it('another member’s project is unknown, through the module and through REST; nothing is opened', async () => {
    const { project } = await approvedProject('Dora')
    const sessionsBefore = stripe.sessions.size
    expect(await startCardCheckout(payload, actors.other, project.id)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notFound,
    })
    const forged = await restRequest(
      payload,
      'POST',
      '/payments/checkout',
      await authorizationOf(payload, actors.other),
      { project: project.id },
    )
    expect(forged.status).toBe(404)
    expect(forged.body).toEqual({ errors: [{ message: PAYMENT_MESSAGES.notFound }] })
    const visitor = await restRequest(payload, 'POST', '/payments/checkout', undefined, { project: project.id })
    expect(visitor.status).toBe(401)
    expect(stripe.sessions.size).toBe(sessionsBefore)
    expect((await paymentOf(project.id)).provider_session_id ?? null).toBeNull()
  })

  it('asks for billing details first', async () => {
    const owner = await createMember(payload, 'active', 'Eva')
    const project = await createProject(payload, owner, { status: 'pending' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    expect(await startCardCheckout(payload, owner, project.id)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.billingDetailsRequired,
    })
  })
})

describe('the webhook records the payment once', () => {
  it('a paid session: payment paid by card, one invoice, one e-mail with its number', async () => {
    const { owner, project } = await approvedProject('Flora')
    const session = await openSession(owner, project.id)
    const event = stripe.completedEvent(session.id)
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })

    const payment = await paymentOf(project.id)
    expect(payment).toMatchObject({ status: 'paid', method: 'card', provider_payment_id: session.payment_intent })
    const invoices = await invoicesOf(project.id)
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ method: 'card', ttc_cents: payment.amount_cents, buyer_name: 'Flora Studio' })
    expect((await receiptsTo(owner.email)).map((message) => message.subject)).toEqual([
      `Paiement reçu — facture ${invoices[0].number}`,
    ])

    // Stripe retries, someone replays the capture: 200, nothing more.
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })
    expect(await invoicesOf(project.id)).toHaveLength(1)
    expect(await receiptsTo(owner.email)).toHaveLength(1)
  })

  it('the same event delivered twice at once, and two events for one payment: one invoice', async () => {
    const { owner, project } = await approvedProject('Gina')
    const session = await openSession(owner, project.id)
    const event = stripe.completedEvent(session.id)
    const other = stripe.completedEvent(session.id)
    const answers = await Promise.all([
      deliver(event.body, event.signature),
      deliver(event.body, event.signature),
      deliver(other.body, other.signature),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await invoicesOf(project.id)).toHaveLength(1)
    expect(await receiptsTo(owner.email)).toHaveLength(1)
  })

  it('a bad, missing, stale or foreign signature, or an unreadable body: 400 in French, nothing recorded', async () => {
    const { owner, project } = await approvedProject('Hugo')
    const session = await openSession(owner, project.id)
    const event = stripe.completedEvent(session.id)
    const tampered = event.body.replace(`"amount_total":${session.amount_total}`, '"amount_total":1')
    const stale = signEvent(event.body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600)
    const attempts: [string, string | null][] = [
      [event.body, null],
      [event.body, 't=1,v1=deadbeef'],
      [event.body, signEvent(event.body, 'whsec_someone_else')],
      [event.body, stale],
      [tampered, event.signature],
    ]
    for (const [body, signature] of attempts) {
      const answer = await deliver(body, signature)
      expect(answer).toEqual({ status: 400, body: { errors: [{ message: PAYMENT_MESSAGES.badSignature }] } })
    }
    const garbage = 'pas du json'
    expect(await deliver(garbage, signEvent(garbage, WEBHOOK_SECRET))).toEqual({
      status: 400,
      body: { errors: [{ message: PAYMENT_MESSAGES.badEvent }] },
    })
    expect(await paymentOf(project.id)).toMatchObject({ status: 'pending', invoice: null })
    // The real event still applies afterwards: the refused ones left no event id behind.
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(project.id)).status).toBe('paid')
  })

  it('out of order: a session paid after the campaign was paid by transfer and refunded changes nothing', async () => {
    const { owner, project } = await approvedProject('Jade')
    const session = await openSession(owner, project.id)
    const late = stripe.completedEvent(session.id)
    expect((await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))).ok).toBe(true)
    expect((await refundPayment(payload, actors.admin, project.id, 'Campagne annulée')).ok).toBe(true)
    expect(await deliver(late.body, late.signature)).toMatchObject({ status: 200 })
    expect(await paymentOf(project.id)).toMatchObject({ status: 'refunded', method: 'transfer' })
    expect((await invoicesOf(project.id)).map((doc) => doc.kind).sort()).toEqual(['credit_note', 'invoice'])
  })

  it('an event for an amount that is not the payment’s records nothing, and is told to admins', async () => {
    const { owner, project } = await approvedProject('Iris')
    const session = await openSession(owner, project.id)
    session.amount_total = 1
    const event = stripe.completedEvent(session.id)
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })
    expect(await invoicesOf(project.id)).toHaveLength(0)
    const payment = await paymentOf(project.id)
    expect(payment.status).toBe('pending')
    expect(await refusalsOn(payment.id)).toHaveLength(1)
    // The cockpit's journal says it in French, with the payment and the reason, not the action's key.
    const sentences = (await recentAuditHistory(payload, 10)).map((entry) =>
      entry.sentence.map((part) => part.text).join(''),
    )
    const refused = sentences.find((sentence) => sentence.startsWith('Événement de paiement par carte refusé'))
    expect(refused).toContain(`la campagne « ${project.title} »`)
    expect(refused).toContain(payment.reference!)
    expect(refused).toContain('Rien n’est réglé : montant 1 eur, session ouverte pour 10000 eur')
  })
})

const refusalsOn = async (paymentId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'payment.card_event_refused' } },
          { target_collection: { equals: 'payments' } },
          { target_id: { equals: String(paymentId) } },
        ],
      },
      depth: 0,
    })
  ).docs

/** A signed event of any body, as one holding the webhook secret could send. */
function signed(event: object) {
  const body = JSON.stringify(event)
  return { body, signature: signEvent(body, WEBHOOK_SECRET) }
}

describe('an event pays only the payment its session was opened for', () => {
  it('a session opened for A’s payment whose metadata names B’s: nobody is paid, refused in the audit log, 2xx', async () => {
    const a = await approvedProject('Anouk')
    const b = await approvedProject('Basile')
    const session = await openSession(a.owner, a.project.id)
    await openSession(b.owner, b.project.id)
    const paymentA = await paymentOf(a.project.id)
    const paymentB = await paymentOf(b.project.id)

    session.metadata = { ...session.metadata, payment_id: String(paymentB.id) }
    const forged = stripe.completedEvent(session.id)
    expect(await deliver(forged.body, forged.signature)).toMatchObject({ status: 200 })
    // Replayed: still one refusal told.
    expect(await deliver(forged.body, forged.signature)).toMatchObject({ status: 200 })
    expect(await paymentOf(b.project.id)).toMatchObject({ status: 'pending', invoice: null })
    expect(await paymentOf(a.project.id)).toMatchObject({ status: 'pending', invoice: null })
    expect(await invoicesOf(b.project.id)).toHaveLength(0)
    const told = await refusalsOn(paymentA.id)
    expect(told).toHaveLength(1)
    expect(told[0].notes).toContain(`nommant le paiement ${paymentB.id}`)
    expect(told[0].notes).toContain(session.id)

    // `client_reference_id` disagreeing with the metadata is refused too.
    session.metadata = { ...session.metadata, payment_id: String(paymentA.id) }
    session.client_reference_id = String(paymentB.id)
    const disagreeing = stripe.completedEvent(session.id)
    expect(await deliver(disagreeing.body, disagreeing.signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(a.project.id)).status).toBe('pending')
    expect((await paymentOf(b.project.id)).status).toBe('pending')
    expect(await refusalsOn(paymentA.id)).toHaveLength(2)

    // The session as Tryb opened it still pays A, and only A.
    session.client_reference_id = String(paymentA.id)
    const genuine = stripe.completedEvent(session.id)
    expect(await deliver(genuine.body, genuine.signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(a.project.id)).status).toBe('paid')
    expect((await paymentOf(b.project.id)).status).toBe('pending')
  })

  it('a session Tryb never opened, naming a payment, or in another currency: nothing paid, refused', async () => {
    const { owner, project } = await approvedProject('Capucine')
    const opened = await openSession(owner, project.id)
    const payment = await paymentOf(project.id)
    const stranger = { ...opened, id: `cs_test_stranger_${Date.now()}`, payment_status: 'paid', payment_intent: 'pi_x' }
    const unknown = signed({
      id: `evt_stranger_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', ...stranger } },
    })
    expect(await deliver(unknown.body, unknown.signature)).toMatchObject({ status: 200 })
    opened.currency = 'usd'
    const dollars = stripe.completedEvent(opened.id)
    expect(await deliver(dollars.body, dollars.signature)).toMatchObject({ status: 200 })
    expect(await paymentOf(project.id)).toMatchObject({ status: 'pending', invoice: null })
    const told = (await refusalsOn(payment.id)).map((row) => row.notes).sort()
    expect(told).toHaveLength(2)
    expect(told.join('\n')).toContain('session que Tryb n’a pas ouverte')
    expect(told.join('\n')).toContain('usd')
  })

  it('an owner who opened two sessions and paid in the first is paid', async () => {
    const { owner, project } = await approvedProject('Delphine')
    const first = await openSession(owner, project.id)
    const second = await openSession(owner, project.id)
    expect((await paymentOf(project.id)).provider_session_id).toBe(second.id)
    const paid = stripe.completedEvent(first.id)
    expect(await deliver(paid.body, paid.signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(project.id)).status).toBe('paid')
    expect(await invoicesOf(project.id)).toHaveLength(1)
  })
})

describe('a signed event that does not fit Stripe’s schema', () => {
  it('an id or type holding a NUL, or a payment id that is not a string: 400 unreadable, nothing recorded', async () => {
    const { owner, project } = await approvedProject('Elise')
    const session = await openSession(owner, project.id)
    const payment = await paymentOf(project.id)
    const event = JSON.parse(stripe.completedEvent(session.id).body) as {
      id: string
      type: string
      data: { object: Record<string, unknown> }
    }
    const forgeries = [
      { ...event, id: `${event.id}\u0000` },
      { ...event, type: 'checkout.session.completed\u0000' },
      { ...event, data: { object: { ...event.data.object, metadata: { payment_id: [payment.id] } } } },
      { ...event, data: { object: { ...event.data.object, client_reference_id: payment.id } } },
      { ...event, data: { object: { ...event.data.object, amount_total: String(payment.amount_cents) } } },
    ]
    for (const forged of forgeries) {
      const { body, signature } = signed(forged)
      expect(await deliver(body, signature), body).toEqual({
        status: 400,
        body: { errors: [{ message: PAYMENT_MESSAGES.badEvent }] },
      })
    }
    expect(await paymentOf(project.id)).toMatchObject({ status: 'pending', invoice: null })
    const { body, signature } = signed(event)
    expect(await deliver(body, signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(project.id)).status).toBe('paid')
  })
})

describe('a completed session is confirmed with Stripe before anything is recorded', () => {
  it('asks Stripe for the session by id, outside the event', async () => {
    const { owner, project } = await approvedProject('Quentin')
    const session = await openSession(owner, project.id)
    const event = stripe.completedEvent(session.id)
    const asked = stripe.requests.length
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })
    expect(stripe.requests.slice(asked)).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` }),
    ])
    expect((await paymentOf(project.id)).status).toBe('paid')
  })

  it('a leaked webhook secret cannot pay: a signed “paid” event for a session Stripe holds unpaid pays nothing', async () => {
    const { owner, project } = await approvedProject('Rémi')
    const session = await openSession(owner, project.id)
    // Exactly the session Tryb opened (its id, payment, amount, currency), said paid; Stripe says otherwise.
    const forged = signed({
      id: `evt_fuite_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', ...session, payment_status: 'paid', payment_intent: 'pi_fuite' } },
    })
    expect(await deliver(forged.body, forged.signature)).toMatchObject({ status: 200 })
    const payment = await paymentOf(project.id)
    expect(payment.status).toBe('pending')
    expect(await invoicesOf(project.id)).toHaveLength(0)
    const [refusal] = await refusalsOn(payment.id)
    expect(refusal.notes).toContain('session non payée selon Stripe (unpaid)')
  })

  it('Stripe out of reach: 503 in French, nothing recorded; the same event delivered again later pays once', async () => {
    const { owner, project } = await approvedProject('Sacha')
    const session = await openSession(owner, project.id)
    const event = stripe.completedEvent(session.id)
    const base = process.env.STRIPE_API_BASE
    // A port nothing listens on (the SDK's client is made again for the new address).
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    try {
      const answer = await deliver(event.body, event.signature)
      expect(answer.status).toBe(503)
      expect(JSON.stringify(answer.body)).toContain(PAYMENT_MESSAGES.cardUnconfirmed)
    } finally {
      process.env.STRIPE_API_BASE = base
    }
    expect((await paymentOf(project.id)).status).toBe('pending')
    expect(await deliver(event.body, event.signature)).toMatchObject({ status: 200 })
    expect((await paymentOf(project.id)).status).toBe('paid')
    expect(await invoicesOf(project.id)).toHaveLength(1)
  })
})
