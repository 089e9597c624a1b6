import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES, parisCalendarDay } from '@/domain/payments'
import { scheduleProject } from '@/moderation/projects'
import { startCardCheckout } from '@/payments/card/startCardCheckout'
import { handleStripeWebhook } from '@/payments/card/stripeWebhook'
import { invoicePdf } from '@/payments/invoicePdf'
import { markTransferReceived } from '@/payments/markTransferReceived'
import { refundPayment } from '@/payments/refundPayment'

import { startStripeStandIn, type StripeStandIn } from '../../../scripts/lib/stripeStandIn'
import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { startTestPayloadWithActors, stopTestPayload } from '../helpers/testPayload'

let payload: Payload
let actors: Actors
let stripe: StripeStandIn

beforeAll(async () => {
  ;({ payload, actors } = await startTestPayloadWithActors())
  stripe = await startStripeStandIn({ secretKey: 'sk_test_refunds', webhookSecret: 'whsec_refunds' })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_refunds',
    STRIPE_WEBHOOK_SECRET: 'whsec_refunds',
    STRIPE_API_BASE: stripe.url,
  })
})

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  delete process.env.STRIPE_API_BASE
  await stripe?.stop()
  await stopTestPayload(payload)
})

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tryb-avoir-')), 'avoir.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

async function paidProject(name: string, by: 'card' | 'transfer') {
  const owner = await createMember(payload, 'active', name, { billing_name: `${name} SAS`, billing_address: 'Lyon' })
  const project = await createProject(payload, owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  if (by === 'transfer') {
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
  } else {
    const started = await startCardCheckout(payload, owner, project.id)
    if (!started.ok) throw new Error(started.message)
    const session = [...stripe.sessions.values()].find((candidate) => candidate.url === started.url)!
    const event = stripe.completedEvent(session.id)
    await handleStripeWebhook(payload, event.body, event.signature)
  }
  return { owner, project }
}

const documentsOf = async (projectId: number) =>
  (
    await payload.find({
      collection: 'invoices',
      where: { project: { equals: projectId } },
      sort: 'issued_at',
      depth: 0,
      pagination: false,
    })
  ).docs

const paymentOf = async (projectId: number) =>
  (await payload.find({ collection: 'payments', where: { project: { equals: projectId } }, depth: 0 })).docs[0]

describe('an admin refunds a paid campaign', () => {
  it('by card: refunded through Stripe once, a credit note with its own number cancels the invoice, which stays as issued', async () => {
    const { project } = await paidProject('Olga', 'card')
    const [invoice] = await documentsOf(project.id)
    const results = await Promise.all([
      refundPayment(payload, actors.admin, project.id, 'Campagne annulée à la demande du porteur.'),
      refundPayment(payload, actors.admin, project.id, 'Double clic.'),
    ])
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, message: PAYMENT_MESSAGES.refunded }])
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: PAYMENT_MESSAGES.notPaid }])
    const payment = await paymentOf(project.id)
    expect(payment.status).toBe('refunded')
    expect(stripe.refunds.filter((refund) => refund.payment_intent === payment.provider_payment_id)).toHaveLength(1)

    const documents = await documentsOf(project.id)
    expect(documents).toHaveLength(2)
    const [stillInvoice, creditNote] = documents
    expect(stillInvoice).toEqual(invoice)
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      credited_invoice: invoice.id,
      ttc_cents: invoice.ttc_cents,
      buyer_name: 'Olga SAS',
    })
    expect(creditNote.number).toMatch(new RegExp(`^A${parisCalendarDay(new Date()).slice(0, 4)}-\\d{4}$`))
    const text = pdfText(await invoicePdf(creditNote, invoice.number))
    expect(text).toContain(`Avoir n° ${creditNote.number}`)
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number}`)
    expect(text).toMatch(/-\d+,00 €/)
  })

  it('by transfer: credit notes numbered without gap; the campaign cannot be scheduled any more', async () => {
    const first = await paidProject('Paul', 'transfer')
    const second = await paidProject('Rose', 'transfer')
    expect(await refundPayment(payload, actors.admin, first.project.id, 'Annulée.')).toMatchObject({ ok: true })
    expect(await refundPayment(payload, actors.admin, second.project.id, 'Annulée.')).toMatchObject({ ok: true })
    const numbers = [
      ...(await documentsOf(first.project.id)).filter((doc) => doc.kind === 'credit_note'),
      ...(await documentsOf(second.project.id)).filter((doc) => doc.kind === 'credit_note'),
    ].map((doc) => Number(doc.number.split('-')[1]))
    expect(numbers[1]).toBe(numbers[0] + 1)
    expect(await scheduleProject(payload, actors.admin, first.project.id, '2031-06-04', { confirmed: true })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.scheduleNeedsPayment,
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'invoice.credit_note' } },
      pagination: false,
    })
    expect(audit.docs.map((entry) => entry.notes)).toContain('Annulée.')
  })

  it('refuses anyone but an admin, a missing reason, and an unpaid campaign; nothing is issued', async () => {
    const { project } = await paidProject('Sami', 'transfer')
    for (const user of [actors.owner, actors.marketing, null]) {
      expect(await refundPayment(payload, user, project.id, 'Motif')).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.accessDenied,
      })
    }
    expect(await refundPayment(payload, actors.admin, project.id, '  ')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.refundReasonRequired,
    })
    const unpaid = await createProject(payload, actors.owner, { status: 'pending' })
    expect(await refundPayment(payload, actors.admin, unpaid.id, 'Motif')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notPaid,
    })
    expect(await documentsOf(project.id)).toHaveLength(1)
    expect((await paymentOf(project.id)).status).toBe('paid')
  })
})
