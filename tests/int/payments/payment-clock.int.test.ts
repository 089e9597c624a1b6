import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { parisCalendarDay } from '@/domain/payments/payments'
import { latePayments } from '@/payments/latePayments'
import { markTransferReceived } from '@/payments/markTransferReceived'
import { runPaymentReminders } from '@/payments/paymentReminders'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const HOUR = 3_600_000

async function approvedProject(name: string) {
  const owner = await createMember(payload, 'active', name)
  const project = await createProject(payload, owner, { status: 'pending', title: `Campagne de ${name}` })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  const [payment] = (await payload.find({ collection: 'payments', where: { project: { equals: project.id } } })).docs
  return { owner, project, payment, dueAt: new Date(payment.due_at).getTime() }
}

async function remindersTo(email: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    depth: 0,
  })
  return docs
    .map((job) => job.input as { to: string; subject: string; text: string })
    .filter((message) => message.to === email && message.subject.startsWith('Rappel : paiement'))
}

describe('the reminder 20 hours after payment opened', () => {
  it('is not sent before, then once, whatever the reruns and workers', async () => {
    const { owner, project, dueAt } = await approvedProject('Lina')
    await runPaymentReminders(payload, new Date(dueAt - 5 * HOUR))
    expect(await remindersTo(owner.email)).toHaveLength(0)

    const twentyHoursIn = new Date(dueAt - 4 * HOUR + 60_000)
    const runs = await Promise.all([
      runPaymentReminders(payload, twentyHoursIn),
      runPaymentReminders(payload, twentyHoursIn),
    ])
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1)
    await runPaymentReminders(payload, new Date(dueAt + HOUR))
    const reminders = await remindersTo(owner.email)
    expect(reminders).toHaveLength(1)
    expect(reminders[0].subject).toBe(`Rappel : paiement de « ${project.title} » attendu`)
    expect(reminders[0].text).toContain('(heure de Paris)')
    expect(reminders[0].text).toContain(`/p/${project.slug}`)
  })

  it('is not sent for a paid campaign', async () => {
    const { owner, project, dueAt } = await approvedProject('Marc')
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    await runPaymentReminders(payload, new Date(dueAt - 3 * HOUR))
    expect(await remindersTo(owner.email)).toHaveLength(0)
  })
})

describe('"Paiement en retard" in the cockpit', () => {
  it('lists a campaign unpaid past its 24 hours, for admins only, and no longer once paid', async () => {
    const { project, payment, dueAt } = await approvedProject('Nora')
    const titles = async (now: Date, user = actors.admin) =>
      (await latePayments(payload, user, now)).payments.map((late) => late.projectTitle)
    expect(await titles(new Date(dueAt - 60_000))).not.toContain(project.title)
    const late = await latePayments(payload, actors.admin, new Date(dueAt + 60_000))
    expect(late.payments).toContainEqual(
      expect.objectContaining({
        projectId: project.id,
        amountCents: payment.amount_cents,
        reference: payment.reference,
      }),
    )
    expect(await latePayments(payload, actors.marketing as never, new Date(dueAt + 60_000))).toEqual({
      payments: [],
      total: 0,
    })
    await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))
    expect(await titles(new Date(dueAt + 60_000))).not.toContain(project.title)
  })
})
