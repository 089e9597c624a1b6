import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES, parisCalendarDay, parisDay, paymentLabel } from '@/domain/payments/payments'
import { scheduleProject } from '@/moderation/projects'
import { startCardCheckout } from '@/payments/card/startCardCheckout'
import { handleStripeWebhook } from '@/payments/card/stripeWebhook'
import { billingDocumentPdf } from '@/payments/billingDocumentPdf'
import { markTransferReceived } from '@/payments/markTransferReceived'
import { adminPayment } from '@/payments/adminPayment'
import { ownerPaymentsByProject } from '@/payments/ownerPayment'
import { refundPayment } from '@/payments/refundPayment'
import { markRefundTransferSent } from '@/payments/refundTransferSent'

import { startStripeStandIn, type StripeStandIn } from '../../../scripts/lib/stripeStandIn'
import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { authorizationOf, restRequest } from '../helpers/rest'
import { emailsQueuedTo } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let stripe: StripeStandIn

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
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
    // Through the SDK, with the payment's own idempotency key.
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)).toMatchObject({
      stripeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      idempotencyKey: `tryb-refund-${payment.id}`,
    })
    expect(payment).toMatchObject({ refunded_at: expect.any(String), refund_transfer_sent_on: null })
    expect((await adminPayment(payload, actors.admin, project.id))?.transferBack).toBeNull()
    expect(await markRefundTransferSent(payload, actors.admin, project.id, parisCalendarDay(new Date()))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notTransferRefund,
    })

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
    const text = pdfText(await billingDocumentPdf(creditNote, invoice))
    expect(text).toContain(`Avoir n° ${creditNote.number}`)
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number} du ${parisDay(invoice.issued_at)}`)
    expect(text).toMatch(/Total TTC -\d+,00 €/)
    // The VAT line reads as the invoice's did: the exemption, never "TVA -0,00 €".
    expect(text).toContain('TVA TVA non applicable, art. 293 B du CGI')
    expect(text).not.toMatch(/TVA -?0,00/)
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

const emailsTo = async (to: string, subject: string) =>
  (await emailsQueuedTo(payload, to)).filter((message) => message.subject.startsWith(subject))

describe('a refunded transfer is sent back by the team', () => {
  it('the sheet says what to send and to whom; "Remboursé par virement le …" once, audited, the owner e-mailed', async () => {
    const { owner, project } = await paidProject('Tess', 'transfer')
    expect(await refundPayment(payload, actors.admin, project.id, 'Annulée.')).toMatchObject({ ok: true })
    const creditNote = (await documentsOf(project.id)).find((doc) => doc.kind === 'credit_note')!
    const before = await adminPayment(payload, actors.admin, project.id)
    expect(before).toMatchObject({ status: 'refunded', creditNoteId: creditNote.id, refundTransferSentOn: null })
    expect(before?.transferBack).toContain(`Renvoyer ${creditNote.ttc_cents / 100},00 € par virement à Tess SAS`)
    expect(before?.transferBack).toContain(`« Avoir ${creditNote.number} »`)
    expect(before?.transferBack).toContain(`référence ${before?.reference}`)
    expect((await emailsTo(owner.email, 'Remboursement — avoir'))[0].text).toContain('par virement')

    const today = parisCalendarDay(new Date())
    const results = await Promise.all([
      markRefundTransferSent(payload, actors.admin, project.id, today),
      markRefundTransferSent(payload, actors.admin, project.id, today),
    ])
    expect(results.filter((result) => result.ok)).toEqual([
      { ok: true, message: PAYMENT_MESSAGES.refundTransferMarked },
    ])
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: PAYMENT_MESSAGES.notTransferRefund }])
    const after = await adminPayment(payload, actors.admin, project.id)
    expect(after).toMatchObject({ transferBack: null, refundTransferSentOn: expect.any(String) })
    expect(parisCalendarDay(new Date(after!.refundTransferSentOn!))).toBe(today)
    const sent = await emailsTo(owner.email, 'Remboursement envoyé')
    expect(sent.map((message) => message.subject)).toEqual([`Remboursement envoyé — avoir ${creditNote.number}`])
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'payment.refund_transfer_sent' } },
          { target_id: { equals: String((await paymentOf(project.id)).id) } },
        ],
      },
      pagination: false,
    })
    expect(audit.docs).toHaveLength(1)
  })

  it('refuses anyone but an admin, a bad or future date, and an unrefunded payment; REST cannot set it', async () => {
    const { project } = await paidProject('Ugo', 'transfer')
    const today = parisCalendarDay(new Date())
    expect(await markRefundTransferSent(payload, actors.admin, project.id, today)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notTransferRefund,
    })
    expect(await refundPayment(payload, actors.admin, project.id, 'Annulée.')).toMatchObject({ ok: true })
    for (const user of [actors.owner, actors.marketing, null]) {
      expect(await markRefundTransferSent(payload, user, project.id, today)).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.accessDenied,
      })
    }
    expect(await markRefundTransferSent(payload, actors.admin, project.id, 'hier')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.refundTransferDateRequired,
    })
    expect(await markRefundTransferSent(payload, actors.admin, project.id, '2999-01-01')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.dateInFuture,
    })
    const payment = await paymentOf(project.id)
    for (const user of [actors.owner, actors.admin]) {
      const answer = await restRequest(
        payload,
        'PATCH',
        `/payments/${payment.id}`,
        await authorizationOf(payload, user),
        {
          refund_transfer_sent_on: new Date().toISOString(),
        },
      )
      expect(answer.status).toBe(403)
    }
    expect((await paymentOf(project.id)).refund_transfer_sent_on ?? null).toBeNull()
  })
})

describe('the owner sees the refund on Mes projets', () => {
  it('"Remboursé le …" and their credit note, which no other member can read', async () => {
    const { owner, project } = await paidProject('Vera', 'card')
    expect(await refundPayment(payload, actors.admin, project.id, 'Annulée.')).toMatchObject({ ok: true })
    const summary = (await ownerPaymentsByProject(payload, owner)).get(project.id)
    const creditNote = (await documentsOf(project.id)).find((doc) => doc.kind === 'credit_note')!
    expect(summary).toMatchObject({ status: 'refunded', refundedAt: expect.any(String) })
    // Every billing document of the campaign, oldest first: the invoice, then the credit note that cancels it.
    expect(summary!.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note'])
    expect(summary!.documents[1]).toMatchObject({ id: creditNote.id, number: creditNote.number })
    expect(paymentLabel(summary!)).toBe(`Remboursé le ${parisDay(summary!.refundedAt!)}`)

    expect((await ownerPaymentsByProject(payload, actors.other)).has(project.id)).toBe(false)
    const own = await restRequest(payload, 'GET', `/invoices/${creditNote.id}`, await authorizationOf(payload, owner))
    expect(own.status).toBe(200)
    const other = await restRequest(
      payload,
      'GET',
      `/invoices/${creditNote.id}`,
      await authorizationOf(payload, actors.other),
    )
    expect(other.status).toBe(404)
    expect((await restRequest(payload, 'GET', `/invoices/${creditNote.id}`)).status).toBe(403)
  })
})
