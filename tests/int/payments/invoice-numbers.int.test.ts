import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { inTransaction } from '@/db/inTransaction'
import { parisCalendarDay } from '@/domain/payments/payments'
import { recordPayment } from '@/payments/recordPayment'

import { createMember, createProject } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

/** `count` approved projects, each with its payment opened by the approval. */
async function openPayments(count: number) {
  const owner = await createMember(payload, 'active', 'Nina')
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const project = await createProject(payload, owner, { status: 'pending' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' } })
    const { docs } = await payload.find({ collection: 'payments', where: { project: { equals: project.id } } })
    ids.push(docs[0].id)
  }
  return ids
}

const sequenceOf = (number: string) => Number(number.split('-')[1])

describe('invoice numbers: one series per year, no gap, no duplicate', () => {
  it('50 payments recorded at once get 50 consecutive numbers; a rolled-back one gives its number back', async () => {
    const year = parisCalendarDay(new Date()).slice(0, 4)
    const ids = await openPayments(51)
    const [failing, ...concurrent] = ids

    const before = await payload.find({ collection: 'invoices', sort: '-number', limit: 1, depth: 0 })
    const start = before.docs[0] ? sequenceOf(before.docs[0].number) : 0

    // A transaction that fails after taking its number (anything after the invoice, here a throw).
    await expect(
      inTransaction({ payload }, async (req) => {
        const result = await recordPayment(req, failing, { method: 'transfer', paidAt: new Date() })
        expect(result.ok).toBe(true)
        throw new Error('la banque a refusé')
      }),
    ).rejects.toThrow('la banque a refusé')
    expect((await payload.findByID({ collection: 'payments', id: failing })).status).toBe('pending')

    const results = await Promise.all(
      concurrent.map((id) =>
        inTransaction({ payload }, (req) => recordPayment(req, id, { method: 'card', paidAt: new Date() })),
      ),
    )
    const numbers = results.map((result) => (result.ok ? result.invoice.number : result.message))
    expect(new Set(numbers).size).toBe(50)
    for (const number of numbers) expect(number).toMatch(new RegExp(`^F${year}-\\d{4}$`))
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1))

    // The failed payment, recorded now, takes the next number: nothing was burnt.
    const late = await inTransaction({ payload }, (req) =>
      recordPayment(req, failing, { method: 'transfer', paidAt: new Date() }),
    )
    expect(late.ok && sequenceOf(late.invoice.number)).toBe(start + 51)
  }, 120_000)
})
