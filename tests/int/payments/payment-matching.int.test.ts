import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES, parisCalendarDay } from '@/domain/payments/payments'
import { recentAuditHistory } from '@/audit/auditHistory'
import { asAdmin } from '@/auth/signedInAdmin'
import { listProjectsForModeration, scheduleProject } from '@/moderation/projects'
import { adminPayment } from '@/payments/adminPayment'
import { declareTransferSent } from '@/payments/ownerPaymentSteps'
import { markTransfersReceived } from '@/payments/markTransfersReceived'
import { expectedTransfers, searchPayments, withCampaignPayments } from '@/payments/paymentMatching'
import { refundPayment } from '@/payments/refundPayment'
import type { Payment } from '@/payload-types'

import { createMember, createProject, type Actors, type SignedInMember } from '../helpers/actors'
import { countQueries } from '../helpers/countQueries'
import { as } from '../helpers/matrix'
import { auditEntriesOf, paymentsOfProject } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

let counter = 0
/** A visibility campaign approved by the admin through access control: its payment opens. */
async function approvedCampaign(owner?: SignedInMember) {
  const number = ++counter
  const member = owner ?? (await createMember(payload, 'active', `Porteuse${number}`))
  const project = await createProject(payload, member, { status: 'pending', title: `Campagne rapprochée ${number}` })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  const [payment] = await paymentsOfProject(payload, project.id)
  return { member, project, payment: payment as Payment }
}

/** An amount no other campaign of this file has, written as the bank would have received it. */
const setAmount = (paymentId: number, cents: number) =>
  payload.db.updateOne({ collection: 'payments', id: paymentId, data: { amount_cents: cents } })

const today = () => parisCalendarDay(new Date())
const admin = () => asAdmin(actors.admin)

describe('search by reference or amount', () => {
  it('finds a transfer by its whole reference, part of it in any case, or its amount as people write it', async () => {
    const { project, payment, member } = await approvedCampaign()
    await setAmount(payment.id, 12_345)
    const reference = payment.reference!
    for (const typed of [reference, reference.toLowerCase(), ` ${reference.slice(-4).toLowerCase()} `]) {
      const found = (await searchPayments(payload, admin(), typed))!
      expect(
        found.payments.map((row) => row.paymentId),
        typed,
      ).toEqual([payment.id])
    }
    for (const typed of ['123,45', '123.45', '123,45 €', '123.45 EUR']) {
      const found = (await searchPayments(payload, admin(), typed))!
      expect(
        found.payments.map((row) => row.paymentId),
        typed,
      ).toContain(payment.id)
      expect(found.payments.every((row) => row.amountCents === 12_345)).toBe(true)
    }
    const [row] = (await searchPayments(payload, admin(), reference))!.payments
    expect(row).toMatchObject({
      projectId: project.id,
      projectTitle: project.title,
      ownerName: member.billing_name?.trim() || `${member.first_name} ${member.last_name ?? ''}`.trim(),
      amountCents: 12_345,
      state: 'to_pay',
    })
  })

  it('"100" and "100,00" find a 100 € campaign; a wildcard is a character; nothing for a non-admin', async () => {
    const { payment } = await approvedCampaign()
    await setAmount(payment.id, 10_000)
    for (const typed of ['100', '100,00', '100,0', '1 00,00']) {
      expect(
        (await searchPayments(payload, admin(), typed))!.payments.map((row) => row.paymentId),
        typed,
      ).toContain(payment.id)
    }
    expect((await searchPayments(payload, admin(), '%'))!.payments).toEqual([])
    expect((await searchPayments(payload, admin(), 'TRYB-_'))!.payments).toEqual([])
    expect(await searchPayments(payload, asAdmin(actors.marketing), payment.reference!)).toBeNull()
    expect(await searchPayments(payload, null, payment.reference!)).toBeNull()
  })
})

describe('Virements attendus', () => {
  it('lists pending payments, those the owner announced first, then the oldest first', async () => {
    const older = await approvedCampaign()
    const newer = await approvedCampaign()
    const announced = await approvedCampaign()
    expect(await declareTransferSent(payload, announced.member, announced.project.id)).toMatchObject({ ok: true })
    const { payments } = (await expectedTransfers(payload, admin()))!
    const ids = payments.map((row) => row.paymentId)
    const declared = payments.filter((row) => row.declaredAt !== null)
    // Every announced one comes before every other; among the others, the older first.
    expect(ids.slice(0, declared.length)).toEqual(declared.map((row) => row.paymentId))
    expect(ids.indexOf(announced.payment.id)).toBeLessThan(declared.length)
    expect(ids.indexOf(older.payment.id)).toBeLessThan(ids.indexOf(newer.payment.id))
    expect(payments.find((row) => row.paymentId === announced.payment.id)).toMatchObject({ state: 'declared' })
    expect(payments.every((row) => row.status === 'pending')).toBe(true)
    // The project's sheet says it too, and whom the confirmations name.
    const sheet = (await adminPayment(payload, actors.admin, announced.project.id))!
    expect(sheet.declaredAt).not.toBeNull()
    expect(sheet.ownerName).toBe(
      announced.member.billing_name?.trim() ||
        `${announced.member.first_name} ${announced.member.last_name ?? ''}`.trim(),
    )
  })

  it('marks several received in one step: each paid once with its invoice and audit, reception day kept', async () => {
    const first = await approvedCampaign()
    const second = await approvedCampaign()
    const day = today()
    const result = await markTransfersReceived(payload, actors.admin, [first.payment.id, second.payment.id], day)
    expect(result).toEqual({
      ok: true,
      message: '2 virements enregistrés : les factures sont émises.',
      marked: [first.payment.id, second.payment.id],
      skipped: [],
    })
    for (const { project, payment } of [first, second]) {
      const [paid] = await paymentsOfProject(payload, project.id)
      expect(paid).toMatchObject({ status: 'paid', method: 'transfer' })
      expect(parisCalendarDay(new Date(paid.paid_at!))).toBe(day)
      expect(paid.invoice).not.toBeNull()
      const actions = (await auditEntriesOf(payload, 'payments', payment.id)).map((entry) => entry.action)
      expect(actions.filter((action) => action === 'payment.paid')).toHaveLength(1)
    }
    // They leave the list; a second press records nothing.
    const left = (await expectedTransfers(payload, admin()))!.payments.map((row) => row.paymentId)
    expect(left).not.toContain(first.payment.id)
    expect(await markTransfersReceived(payload, actors.admin, [first.payment.id], day)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notPending,
    })
  })

  it('two admins marking the same transfers at once record each once, with one invoice', async () => {
    const campaigns = await Promise.all([approvedCampaign(), approvedCampaign(), approvedCampaign()])
    const ids = campaigns.map(({ payment }) => payment.id)
    const invoicesBefore = (await payload.count({ collection: 'invoices' })).totalDocs
    const answers = await Promise.all([
      markTransfersReceived(payload, actors.admin, ids, today()),
      markTransfersReceived(payload, actors.admin, [...ids].reverse(), today()),
    ])
    const marked = answers.flatMap((answer) => (answer.ok ? answer.marked : []))
    expect(marked.sort()).toEqual([...ids].sort())
    expect((await payload.count({ collection: 'invoices' })).totalDocs).toBe(invoicesBefore + ids.length)
    for (const { project } of campaigns) {
      const payments = await paymentsOfProject(payload, project.id)
      expect(payments.map((payment) => payment.status)).toEqual(['paid'])
      const invoices = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
      expect(invoices.totalDocs).toBe(1)
    }
  })

  it('keeps one refusal from stopping the others, and refuses a bad day, an empty choice, a non-admin', async () => {
    const paid = await approvedCampaign()
    const open = await approvedCampaign()
    await markTransfersReceived(payload, actors.admin, [paid.payment.id], today())
    const result = await markTransfersReceived(payload, actors.admin, [paid.payment.id, open.payment.id], today())
    expect(result).toMatchObject({ ok: true, marked: [open.payment.id], skipped: [paid.payment.id] })
    expect(result.message).toMatch(/^1 virement enregistré, 1 non enregistré/)

    const still = await approvedCampaign()
    expect(await markTransfersReceived(payload, actors.admin, [still.payment.id], '2999-01-01')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.dateInFuture,
    })
    expect(await markTransfersReceived(payload, actors.admin, [], today())).toMatchObject({ ok: false })
    expect(await markTransfersReceived(payload, actors.marketing, [still.payment.id], today())).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.accessDenied,
    })
    expect(await markTransfersReceived(payload, actors.owner, [still.payment.id], today())).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.accessDenied,
    })
    expect((await paymentsOfProject(payload, still.project.id))[0].status).toBe('pending')
  })
})

describe('each campaign of /admin/projets says where its payment stands', () => {
  it('à payer, en retard, virement annoncé, payé, remboursé is read from the latest payment; dérogation from the gate', async () => {
    const toPay = await approvedCampaign()
    const late = await approvedCampaign()
    await payload.db.updateOne({
      collection: 'payments',
      id: late.payment.id,
      data: { due_at: new Date(Date.now() - 3_600_000).toISOString() },
    })
    const declared = await approvedCampaign()
    await declareTransferSent(payload, declared.member, declared.project.id)
    const paid = await approvedCampaign()
    await markTransfersReceived(payload, actors.admin, [paid.payment.id], today())
    const refunded = await approvedCampaign()
    await markTransfersReceived(payload, actors.admin, [refunded.payment.id], today())
    expect(await refundPayment(payload, actors.admin, refunded.project.id, 'Campagne annulée.')).toMatchObject({
      ok: true,
    })
    const waived = await approvedCampaign()
    expect(
      await scheduleProject(payload, actors.admin, waived.project.id, '2031-03-03', {
        confirmed: true,
        waiverReason: 'Association partenaire : campagne offerte.',
      }),
    ).toMatchObject({ ok: true })

    const lists = (await listProjectsForModeration(payload, actors.admin))!
    // As the page reads them: the planned list's campaigns, their payments in one statement.
    const counted = await countQueries(payload, () => withCampaignPayments(payload, lists.planned))
    expect(counted.queries).toHaveLength(1)
    const stateOf = (id: number) => counted.result.find((row) => row.id === id)?.payment
    expect(stateOf(toPay.project.id)).toMatchObject({ state: 'to_pay', reference: toPay.payment.reference })
    expect(stateOf(late.project.id)).toMatchObject({ state: 'late' })
    expect(stateOf(declared.project.id)).toMatchObject({ state: 'declared' })
    expect(stateOf(paid.project.id)).toMatchObject({ state: 'paid' })
    expect(stateOf(refunded.project.id)).toMatchObject({ state: 'refunded' })
    expect(stateOf(waived.project.id)).toMatchObject({ state: 'waived' })
  })
})

describe('the waiver reason the scheduling refusal asks for', () => {
  it('an unpaid campaign is refused without it, scheduled with it and the reason journaled', async () => {
    const { project } = await approvedCampaign()
    expect(await scheduleProject(payload, actors.admin, project.id, '2031-04-07', { confirmed: true })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.scheduleNeedsPayment,
    })
    expect(
      await scheduleProject(payload, actors.admin, project.id, '2031-04-07', { confirmed: true, waiverReason: '   ' }),
    ).toEqual({ ok: false, message: PAYMENT_MESSAGES.scheduleNeedsPayment })
    expect(
      await scheduleProject(payload, actors.admin, project.id, '2031-04-07', {
        confirmed: true,
        waiverReason: 'Lauréat du concours : campagne offerte.',
      }),
    ).toMatchObject({ ok: true })
    const scheduled = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(scheduled.status).toBe('scheduled')
    const waivers = (await auditEntriesOf(payload, 'projects', project.id)).filter(
      (entry) => entry.action === 'project.payment_waived',
    )
    expect(waivers).toHaveLength(1)
    expect(waivers[0]).toMatchObject({ notes: 'Lauréat du concours : campagne offerte.', actor_user: actors.admin.id })
  })
})

describe('the cockpit’s journal says money in French', () => {
  it('a payment opened, announced, received and refunded, and the credit note, in sentences with their numbers', async () => {
    const { member, project, payment } = await approvedCampaign()
    await declareTransferSent(payload, member, project.id)
    await markTransfersReceived(payload, actors.admin, [payment.id], today())
    await refundPayment(payload, actors.admin, project.id, 'Campagne annulée.')
    const [paid] = await paymentsOfProject(payload, project.id)
    const invoice = await payload.findByID({ collection: 'invoices', id: paid.invoice as number })
    const creditNote = await payload.findByID({ collection: 'invoices', id: paid.credit_note as number })
    const sentences = (await recentAuditHistory(payload, 10)).map((entry) =>
      entry.sentence.map((part) => part.text).join(''),
    )
    const owner = member.billing_name?.trim() || `${member.first_name} ${member.last_name ?? ''}`.trim()
    const campaign = `la campagne « ${project.title} »`
    expect(sentences).toContain(
      `Paiement de 100,00 € reçu par virement pour ${campaign} (${owner}, ${payment.reference}) : facture ${invoice.number} émise — par ${actors.admin.name || actors.admin.email}`,
    )
    expect(sentences).toContain(
      `Virement de 100,00 € annoncé par le porteur pour ${campaign} (${owner}, ${payment.reference})`,
    )
    expect(sentences).toContain(
      `Avoir ${creditNote.number} émis pour ${campaign} (${creditNote.buyer_name}, 100,00 €), qui annule la facture ${invoice.number} — par ${actors.admin.name || actors.admin.email}`,
    )
    expect(sentences.join('\n')).not.toMatch(/payment\.|invoice\./)
  })
})
