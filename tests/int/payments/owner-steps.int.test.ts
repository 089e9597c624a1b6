import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { BUSINESS_IDENTIFIER_MESSAGES } from '@/domain/payments/businessIdentifiers'
import { PAYMENT_MESSAGES, parisCalendarDay } from '@/domain/payments/payments'
import { saveBillingDetails } from '@/payments/billingDetails'
import { markTransferReceived } from '@/payments/markTransferReceived'
import { ownerPayment } from '@/payments/ownerPayment'
import { declareTransferSent, payAgain } from '@/payments/ownerPaymentSteps'
import { refundPayment } from '@/payments/refundPayment'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { auditEntriesOf, paymentsOfProject } from '../helpers/records'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

async function validatedCampaign(name: string) {
  const owner = await createMember(payload, 'active', name, { billing_name: `${name} EI`, billing_address: 'Nantes' })
  const project = await createProject(payload, owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  return { owner, project }
}

describe('"J’ai envoyé le virement"', () => {
  it('dates the owner’s word once, changes no status, and is audited; pressed twice at once it is recorded once', async () => {
    const { owner, project } = await validatedCampaign('Vanessa')
    const answers = await Promise.all([
      declareTransferSent(payload, owner, project.id),
      declareTransferSent(payload, owner, project.id),
    ])
    expect(answers.every((answer) => answer.ok)).toBe(true)
    expect(answers.map((answer) => answer.message).sort()).toEqual(
      [PAYMENT_MESSAGES.transferAlreadyDeclared, PAYMENT_MESSAGES.transferDeclared].sort(),
    )
    const [payment] = await paymentsOfProject(payload, project.id)
    expect(payment.status).toBe('pending')
    expect(payment.transfer_declared_at).toBeTruthy()
    const declared = (await auditEntriesOf(payload, 'payments', payment.id)).filter(
      (entry) => entry.action === 'payment.transfer_declared',
    )
    expect(declared).toHaveLength(1)
    // The owner's page says it, with the date.
    const shown = await ownerPayment(payload, owner, project)
    expect(shown?.transferDeclaredAt).toBe(payment.transfer_declared_at)
  })

  it('is refused to another member and once the transfer is received', async () => {
    const { owner, project } = await validatedCampaign('Wanda')
    const other = await createMember(payload, 'active', 'Xavier')
    expect(await declareTransferSent(payload, other, project.id)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notYourPayment,
    })
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    expect(await declareTransferSent(payload, owner, project.id)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.notPending,
    })
  })

  it('cannot be written through the REST API by the owner', async () => {
    const { owner, project } = await validatedCampaign('Yvonne')
    const [payment] = await paymentsOfProject(payload, project.id)
    const answer = await restRequest(
      payload,
      'PATCH',
      `/payments/${payment.id}`,
      await authorizationOf(payload, owner),
      {
        transfer_declared_at: new Date().toISOString(),
      },
    )
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect((await paymentsOfProject(payload, project.id))[0].transfer_declared_at ?? null).toBeNull()
  })
})

describe('a refunded campaign still to run is paid again', () => {
  it('opens a new payment with a new reference, the refunded one kept as it was; never two open at once', async () => {
    const { owner, project } = await validatedCampaign('Zoé')
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    expect(await payAgain(payload, owner, project.id)).toEqual({ ok: false, message: PAYMENT_MESSAGES.cannotReopen })
    const refunded = await refundPayment(payload, actors.admin, project.id, 'Semaine annulée par l’équipe.')
    expect(refunded.ok).toBe(true)

    const answers = await Promise.all([payAgain(payload, owner, project.id), payAgain(payload, owner, project.id)])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    const payments = await paymentsOfProject(payload, project.id)
    expect(payments.map((payment) => payment.status).sort()).toEqual(['pending', 'refunded'])
    const [first, second] = payments
    expect(first.reference).not.toBe(second.reference)
    expect((await ownerPayment(payload, owner, project))?.status).toBe('pending')

    // Paid again: a second invoice, the first one and its credit note unchanged.
    const paid = await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    expect(paid).toEqual({ ok: true, message: PAYMENT_MESSAGES.transferMarked })
    const invoices = await payload.find({
      collection: 'invoices',
      where: { project: { equals: project.id } },
      depth: 0,
      pagination: false,
    })
    expect(invoices.docs.map((document) => document.kind).sort()).toEqual(['credit_note', 'invoice', 'invoice'])
  })

  it('is refused to another member', async () => {
    const { project } = await validatedCampaign('Ariane')
    const other = await createMember(payload, 'active', 'Basile')
    expect(await payAgain(payload, other, project.id)).toEqual({ ok: false, message: PAYMENT_MESSAGES.notYourPayment })
  })
})

describe('billing details for the next invoices', () => {
  it('take an optional SIREN and French VAT number, checked at every door; an issued invoice keeps its buyer', async () => {
    const { owner, project } = await validatedCampaign('Céleste')
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    const [issued] = (
      await payload.find({ collection: 'invoices', where: { project: { equals: project.id } }, depth: 0 })
    ).docs

    const details = { name: 'Céleste Conseil SAS', address: '1 rue du Port\n13002 Marseille' }
    expect(await saveBillingDetails(payload, owner, { ...details, siren: '356 000 001', vatNumber: '' })).toEqual({
      ok: false,
      message: BUSINESS_IDENTIFIER_MESSAGES.siren,
    })
    expect(
      await saveBillingDetails(payload, owner, { ...details, siren: '356000000', vatNumber: 'FR40356000000' }),
    ).toEqual({ ok: false, message: BUSINESS_IDENTIFIER_MESSAGES.vatMismatch })
    // The same rule through the REST API, as the member.
    const forged = await restRequest(payload, 'PATCH', `/members/${owner.id}`, await authorizationOf(payload, owner), {
      billing_siren: '123456789',
    })
    expect(forged.status).toBe(400)
    expect(JSON.stringify(forged.body)).toContain(BUSINESS_IDENTIFIER_MESSAGES.siren)

    expect(
      await saveBillingDetails(payload, owner, { ...details, siren: '356 000 000', vatNumber: 'fr 39 356000000' }),
    ).toEqual({ ok: true, message: PAYMENT_MESSAGES.billingDetailsSaved })
    const saved = await payload.findByID({ collection: 'members', id: owner.id, depth: 0 })
    expect(saved).toMatchObject({ billing_siren: '356000000', billing_vat_number: 'FR39356000000' })
    const unchanged = await payload.findByID({ collection: 'invoices', id: issued.id, depth: 0 })
    expect(unchanged.buyer_name).toBe(issued.buyer_name)
    expect(unchanged.buyer_siren ?? null).toBeNull()
  })
})

describe('the demo’s placeholder seller', () => {
  it('invoices on this machine, but a deployment issues no invoice (and takes no card) until the seller is filled', async () => {
    const { owner, project } = await validatedCampaign('Delphine')
    const before = process.env.SITE_URL
    process.env.SITE_URL = 'https://tryb.example'
    try {
      expect(await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.sellerPlaceholder,
      })
      expect((await paymentsOfProject(payload, project.id))[0].status).toBe('pending')
      await payload.updateGlobal({
        slug: 'billing',
        data: { seller_name: 'Tryb SAS', siren: '356000000', registration: 'RCS Paris 356 000 000' },
      })
      expect(await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))).toEqual({
        ok: true,
        message: PAYMENT_MESSAGES.transferMarked,
      })
      expect((await paymentsOfProject(payload, project.id))[0].status).toBe('paid')
      expect(owner.id).toBeTruthy()
    } finally {
      if (before === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = before
      await payload.updateGlobal({
        slug: 'billing',
        data: { seller_name: 'Tryb (exemple)', siren: '000 000 000', registration: 'RCS Paris 000 000 000' },
      })
    }
  })
})
