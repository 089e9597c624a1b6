import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { markProjectPublished, scheduleProject } from '@/moderation/projects'
import { refundPayment } from '@/payments/refundPayment'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { payForProject } from '../helpers/payments'
import { authorizationOf, restRequest } from '../helpers/rest'
import { auditEntriesOf, emailsQueuedTo, paymentsOfProject } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

const MONDAY = '2031-06-02T00:00:00.000Z'

const projectOf = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0 })

const paymentsOf = (projectId: number) => paymentsOfProject(payload, projectId)

const projectAudit = (projectId: number) => auditEntriesOf(payload, 'projects', projectId)

const emailsTo = (address: string) => emailsQueuedTo(payload, address)

/** Approved by an admin, paid by transfer, scheduled for `MONDAY`'s week. */
async function scheduledCampaign(name: string) {
  const owner = await createMember(payload, 'active', name, { billing_name: `${name} SAS`, billing_address: 'Lyon' })
  const project = await createProject(payload, owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  await payForProject(payload, project.id)
  const scheduled = await scheduleProject(payload, actors.admin, project.id, '2031-06-04', { confirmed: true })
  expect(scheduled).toMatchObject({ ok: true })
  expect(await projectOf(project.id)).toMatchObject({ status: 'scheduled', exposure_week_start: MONDAY })
  return { owner, project }
}

describe('a refund cancels the scheduled campaign it paid for', () => {
  it('back to approved with its week freed, audited, in the refund; no payment opened, no approval e-mail', async () => {
    const { owner, project } = await scheduledCampaign('Lina')
    const emailsBefore = (await emailsTo(owner.email)).length

    expect(await refundPayment(payload, actors.admin, project.id, 'Campagne annulée.')).toEqual({
      ok: true,
      message: PAYMENT_MESSAGES.refundedAndUnscheduled,
    })

    expect(await projectOf(project.id)).toMatchObject({
      status: 'approved',
      exposure_week_start: null,
      exposure_week: null,
    })
    expect((await paymentsOf(project.id)).map((payment) => payment.status)).toEqual(['refunded'])
    const unscheduled = (await projectAudit(project.id)).filter((entry) => entry.action === 'project.unscheduled')
    expect(unscheduled).toEqual([expect.objectContaining({ from: 'scheduled', to: 'approved' })])
    expect(unscheduled[0].notes).toMatch(/juin/)
    const newEmails = (await emailsTo(owner.email)).slice(emailsBefore)
    expect(newEmails.map((email) => email.subject)).toEqual([expect.stringMatching(/^Remboursement — avoir/)])
    expect(newEmails[0].text).toContain('Ta campagne est annulée')

    // Going live again asks for a new payment, or the admin's waiver.
    expect(await scheduleProject(payload, actors.admin, project.id, '2031-06-11', { confirmed: true })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.scheduleNeedsPayment,
    })
    const rest = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, {
      status: 'scheduled',
      exposure_week_start: MONDAY,
    })
    expect(rest.status).toBe(400)
    expect(rest.body.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.scheduleNeedsPayment)
    const waived = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, {
      status: 'scheduled',
      exposure_week_start: MONDAY,
      payment_override_reason: 'Geste commercial.',
    })
    expect(waived.status, JSON.stringify(waived.body)).toBe(200)
  })

  it('a paid campaign not yet scheduled stays approved; its credit-note e-mail does not say it is cancelled', async () => {
    const owner = await createMember(payload, 'active', 'Noa', { billing_name: 'Noa SAS', billing_address: 'Lyon' })
    const project = await createProject(payload, owner, { status: 'pending' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    await payForProject(payload, project.id)
    expect(await refundPayment(payload, actors.admin, project.id, 'Annulée.')).toEqual({
      ok: true,
      message: PAYMENT_MESSAGES.refunded,
    })
    expect((await projectOf(project.id)).status).toBe('approved')
    expect((await emailsTo(owner.email)).at(-1)?.text).not.toContain('Ta campagne est annulée')
  })

  it('a published campaign is not refunded: nothing is issued, the campaign is unchanged', async () => {
    const { project } = await scheduledCampaign('Yann')
    expect(await markProjectPublished(payload, actors.admin, project.id)).toMatchObject({ ok: true })
    expect(await refundPayment(payload, actors.admin, project.id, 'Geste.')).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.refundAfterPublication,
    })
    expect((await paymentsOf(project.id)).map((payment) => payment.status)).toEqual(['paid'])
    const creditNotes = await payload.count({
      collection: 'invoices',
      where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'credit_note' } }] },
    })
    expect(creditNotes.totalDocs).toBe(0)
    expect((await projectOf(project.id)).status).toBe('published')
  })
})

describe('unscheduling through REST', () => {
  it('refused to the owner; an admin unschedules (week freed, audited, payment kept, no e-mail), never a published one', async () => {
    const { owner, project } = await scheduledCampaign('Emma')
    const ownerAnswer = await restRequest(
      payload,
      'PATCH',
      `/projects/${project.id}`,
      await authorizationOf(payload, owner),
      { status: 'approved' },
    )
    expect(ownerAnswer.status).toBe(400)
    expect(ownerAnswer.body.errors?.[0]?.message).toBe(PROJECT_TRANSITION_ERRORS.ownerOnlyRequests)
    expect((await projectOf(project.id)).status).toBe('scheduled')

    const emailsBefore = (await emailsTo(owner.email)).length
    const answer = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, { status: 'approved' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(await projectOf(project.id)).toMatchObject({ status: 'approved', exposure_week_start: null })
    expect((await projectAudit(project.id)).at(-1)).toMatchObject({ action: 'project.unscheduled' })
    // Still paid once: scheduling it again needs no new payment, and none was opened.
    expect((await paymentsOf(project.id)).map((payment) => payment.status)).toEqual(['paid'])
    expect((await emailsTo(owner.email)).length).toBe(emailsBefore)

    expect(await scheduleProject(payload, actors.admin, project.id, '2031-06-04', { confirmed: true })).toMatchObject({
      ok: true,
    })
    await markProjectPublished(payload, actors.admin, project.id)
    const late = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, { status: 'approved' })
    expect(late.status).toBe(400)
    expect((await projectOf(project.id)).status).toBe('published')
  })
})
