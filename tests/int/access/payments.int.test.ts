import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parisCalendarDay } from '@/domain/payments/payments'
import type { Invoice, Payment } from '@/payload-types'
import { markTransferReceived } from '@/payments/markTransferReceived'

import { createProject, type ActorName, type Actors } from '../helpers/actors'
import { as, type MatrixRow, readRow, runMatrix } from '../helpers/matrix'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let payment: Payment
let invoice: Invoice

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  const project = await createProject(payload, actors.owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  const marked = await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
  if (!marked.ok) throw new Error(marked.message)
  ;[payment] = (
    await payload.find({ collection: 'payments', where: { project: { equals: project.id } }, depth: 0 })
  ).docs
  invoice = await payload.findByID({ collection: 'invoices', id: payment.invoice as number })
})

/** Everything a payment needs, as a forged body would send it. */
const forgedPayment = () => ({
  project: payment.project as number,
  member: actors.owner.id,
  amount_cents: 1,
  method: 'transfer' as const,
  status: 'paid' as const,
  due_at: new Date().toISOString(),
})

describe('payments: the owner and admins read, nobody writes through the API', () => {
  const attempts = {
    'read the owner’s payment': (actor: ActorName) => readRow(payload, 'payments', payment.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({ collection: 'payments', data: forgedPayment(), ...as(actors.user(actor)) }),
    update: (actor: ActorName) =>
      payload.update({
        collection: 'payments',
        id: payment.id,
        data: { status: 'refunded', amount_cents: 1 },
        ...as(actors.user(actor)),
      }),
    delete: (actor: ActorName) => payload.delete({ collection: 'payments', id: payment.id, ...as(actors.user(actor)) }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //                           visitor      waitlist     inactive     owner        other        marketing    admin
    'read the owner’s payment': ['forbidden', 'hidden',    'hidden',    'allowed',   'hidden',    'forbidden', 'allowed'],
    create:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
    update:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
    delete:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
  }
  runMatrix(attempts, matrix)

  it('the payment is as it was', async () => {
    const stored = await payload.findByID({ collection: 'payments', id: payment.id })
    expect(stored).toMatchObject({ status: 'paid', amount_cents: payment.amount_cents })
  })
})

describe('invoices: the owner and admins read, nobody writes through the API', () => {
  const attempts = {
    'read the owner’s invoice': (actor: ActorName) => readRow(payload, 'invoices', invoice.id, actors.user(actor)),
    update: (actor: ActorName) =>
      payload.update({ collection: 'invoices', id: invoice.id, data: { ttc_cents: 1 }, ...as(actors.user(actor)) }),
    delete: (actor: ActorName) => payload.delete({ collection: 'invoices', id: invoice.id, ...as(actors.user(actor)) }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //                           visitor      waitlist     inactive     owner        other        marketing    admin
    'read the owner’s invoice': ['forbidden', 'hidden',    'hidden',    'allowed',   'hidden',    'forbidden', 'allowed'],
    update:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
    delete:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden'],
  }
  runMatrix(attempts, matrix)

  it('server code that skips the payment module cannot change or delete an invoice either', async () => {
    await expect(
      payload.update({ collection: 'invoices', id: invoice.id, data: { ttc_cents: 1 }, overrideAccess: true }),
    ).rejects.toThrow('Une facture émise ne se modifie ni ne se supprime')
    await expect(payload.delete({ collection: 'invoices', id: invoice.id, overrideAccess: true })).rejects.toThrow(
      'Une facture émise ne se modifie ni ne se supprime',
    )
    await expect(
      payload.update({ collection: 'payments', id: payment.id, data: { status: 'refunded' }, overrideAccess: true }),
    ).rejects.toThrow('Les paiements sont enregistrés par le site')
    expect((await payload.findByID({ collection: 'invoices', id: invoice.id })).ttc_cents).toBe(invoice.ttc_cents)
  })
})

describe('billing global (seller details, IBAN): admins alone read and change it', () => {
  const attempts = {
    read: (actor: ActorName) => payload.findGlobal({ slug: 'billing', ...as(actors.user(actor)) }),
    update: (actor: ActorName) =>
      payload.updateGlobal({ slug: 'billing', data: { bic: 'AGRIFRPP' }, ...as(actors.user(actor)) }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //        visitor      waitlist     inactive     owner        other        marketing    admin
    read:   ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
    update: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  }
  runMatrix(attempts, matrix)
})

describe('REST doors', () => {
  it('POST, PATCH and DELETE of payments and invoices answer 403, for the admin too, and write nothing', async () => {
    const before = await payload.count({ collection: 'payments' })
    for (const user of [actors.owner, actors.admin]) {
      const token = await authorizationOf(payload, user)
      expect((await restRequest(payload, 'POST', '/payments', token, forgedPayment())).status).toBe(403)
      expect(
        (await restRequest(payload, 'PATCH', `/payments/${payment.id}`, token, { status: 'refunded' })).status,
      ).toBe(403)
      expect((await restRequest(payload, 'DELETE', `/payments/${payment.id}`, token)).status).toBe(403)
      expect((await restRequest(payload, 'PATCH', `/invoices/${invoice.id}`, token, { ttc_cents: 1 })).status).toBe(403)
      expect((await restRequest(payload, 'DELETE', `/invoices/${invoice.id}`, token)).status).toBe(403)
    }
    expect(await payload.count({ collection: 'payments' })).toEqual(before)
    expect(await payload.findByID({ collection: 'payments', id: payment.id })).toMatchObject({ status: 'paid' })
    expect(await payload.findByID({ collection: 'invoices', id: invoice.id })).toMatchObject({ number: invoice.number })
  })

  it('another member lists no payment, no invoice, and not the IBAN', async () => {
    const token = await authorizationOf(payload, actors.other)
    expect((await restRequest(payload, 'GET', '/payments', token)).body.docs).toEqual([])
    expect((await restRequest(payload, 'GET', '/invoices', token)).body.docs).toEqual([])
    expect((await restRequest(payload, 'GET', '/globals/billing', token)).status).toBe(403)
  })
})
