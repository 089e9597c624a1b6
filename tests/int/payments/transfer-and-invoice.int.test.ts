import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES, parisCalendarDay } from '@/domain/payments/payments'
import { markTransferReceived } from '@/payments/markTransferReceived'

import { createMember, createProject, type Actors, type SignedInMember } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

/** A pending visibility project of a fresh owner, approved by the admin through access control. */
async function approvedProject(owner?: SignedInMember) {
  const member = owner ?? (await createMember(payload, 'active', 'Paula'))
  const project = await createProject(payload, member, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  return { member, project }
}

const paymentsOf = (projectId: number) =>
  payload.find({ collection: 'payments', where: { project: { equals: projectId } }, depth: 0, pagination: false })

const auditOf = (paymentId: number) =>
  payload.find({
    collection: 'audit-log',
    where: { and: [{ target_collection: { equals: 'payments' } }, { target_id: { equals: String(paymentId) } }] },
    sort: 'createdAt',
    pagination: false,
  })

describe('approval opens the payment', () => {
  it('one pending transfer payment: the price in cents, a reference, a 24-hour deadline, audited', async () => {
    const before = Date.now()
    const { member, project } = await approvedProject()
    const { docs } = await paymentsOf(project.id)
    expect(docs).toHaveLength(1)
    const [payment] = docs
    const rules = await payload.findGlobal({ slug: 'rules' })
    expect(payment).toMatchObject({
      member: member.id,
      amount_cents: rules.campaign_price * 100,
      method: 'transfer',
      status: 'pending',
      paid_at: null,
    })
    expect(payment.reference).toMatch(new RegExp(`^TRYB-${project.id}-[A-Z2-9]{4}$`))
    const due = new Date(payment.due_at).getTime()
    expect(due - before).toBeGreaterThanOrEqual(24 * 3_600_000)
    expect(due - Date.now()).toBeLessThanOrEqual(24 * 3_600_000)
    expect((await auditOf(payment.id)).docs.map((entry) => [entry.action, entry.to])).toEqual([
      ['payment.opened', 'pending'],
    ])
  })

  it('a feedback project opens none, and a project approved again keeps its one payment', async () => {
    const owner = await createMember(payload, 'active', 'Fanny')
    const feedback = await createProject(payload, owner, { status: 'pending', request_type: 'feedback' })
    await payload.update({
      collection: 'projects',
      id: feedback.id,
      data: { status: 'published' },
      ...as(actors.admin),
    })
    expect((await paymentsOf(feedback.id)).docs).toHaveLength(0)

    const { project } = await approvedProject()
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { status: 'mod_requested', moderation_notes: 'Une image plus nette.' },
      ...as(actors.admin),
    })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'pending' }, overrideAccess: true })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    expect((await paymentsOf(project.id)).docs).toHaveLength(1)
  })
})

describe('an admin marks the transfer received', () => {
  it('the payment is paid that day and its invoice issued with the French mentions, once', async () => {
    const member = await createMember(payload, 'active', 'Bruno', {
      billing_name: 'Bruno Conseil SARL',
      billing_address: '3 place du Marché\n69001 Lyon',
    })
    const { project } = await approvedProject(member)
    const today = parisCalendarDay(new Date())
    const result = await markTransferReceived(payload, actors.admin, project.id, today)
    expect(result).toEqual({ ok: true, message: PAYMENT_MESSAGES.transferMarked })

    const [payment] = (await paymentsOf(project.id)).docs
    expect(payment.status).toBe('paid')
    expect(payment.paid_at?.slice(0, 10)).toBe(today)
    const invoice = await payload.findByID({ collection: 'invoices', id: payment.invoice as number })
    const year = today.slice(0, 4)
    expect(invoice.number).toMatch(new RegExp(`^F${year}-\\d{4}$`))
    expect(invoice).toMatchObject({
      kind: 'invoice',
      buyer_name: 'Bruno Conseil SARL',
      buyer_address: '3 place du Marché\n69001 Lyon',
      method: 'transfer',
      ht_cents: payment.amount_cents,
      vat_cents: 0,
      ttc_cents: payment.amount_cents,
      vat_rate: 0,
    })
    expect(invoice.description).toContain(
      'Campagne de visibilité — une semaine d’exposition, planifiée par l’équipe après paiement (projet validé le',
    )
    expect(invoice.seller).toMatchObject({ vatNumber: null, siren: '000 000 000' })
    expect((await auditOf(payment.id)).docs.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['payment.opened', null, 'pending'],
      ['payment.paid', 'pending', 'paid'],
    ])

    // A second click, or two admins at once: no second invoice.
    const again = await markTransferReceived(payload, actors.admin, project.id, today)
    expect(again).toEqual({ ok: false, message: PAYMENT_MESSAGES.notPending })
    const invoices = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
    expect(invoices.totalDocs).toBe(1)
  })

  it('two admins marking the same transfer at once issue one invoice', async () => {
    const { project } = await approvedProject()
    const today = parisCalendarDay(new Date())
    const results = await Promise.all([
      markTransferReceived(payload, actors.admin, project.id, today),
      markTransferReceived(payload, actors.admin, project.id, today),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const invoices = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
    expect(invoices.totalDocs).toBe(1)
  })

  it('refuses anyone but an admin, a bad or future date, and a project with nothing to pay', async () => {
    const { project } = await approvedProject()
    const today = parisCalendarDay(new Date())
    for (const user of [actors.owner, actors.marketing, null]) {
      expect(await markTransferReceived(payload, user, project.id, today)).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.accessDenied,
      })
    }
    expect(await markTransferReceived(payload, actors.admin, project.id, '2026-02-30')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.dateRequired,
    })
    expect(await markTransferReceived(payload, actors.admin, project.id, '2999-01-01')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.dateInFuture,
    })
    const unpaid = await createProject(payload, actors.owner, { status: 'pending' })
    expect(await markTransferReceived(payload, actors.admin, unpaid.id, today)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notPending,
    })
    const [payment] = (await paymentsOf(project.id)).docs
    expect(payment.status).toBe('pending')
  })

  it('prints VAT when the seller has a VAT number: HT + TVA = TTC to the cent', async () => {
    await payload.updateGlobal({ slug: 'billing', data: { vat_number: 'FR12345678901', vat_rate: 20 } })
    try {
      const { project } = await approvedProject()
      await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
      const { docs } = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
      const [invoice] = docs
      expect(invoice.vat_rate).toBe(20)
      expect(invoice.ht_cents + invoice.vat_cents).toBe(invoice.ttc_cents)
      expect(invoice.ht_cents).toBe(Math.round((invoice.ttc_cents * 100) / 120))
      expect(invoice.seller).toMatchObject({ vatNumber: 'FR12345678901', vatRate: 20 })
    } finally {
      await payload.updateGlobal({ slug: 'billing', data: { vat_number: null, vat_rate: 20 } })
    }
  })
})
