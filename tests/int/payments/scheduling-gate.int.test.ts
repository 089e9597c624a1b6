import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { markProjectPublished, scheduleProject } from '@/moderation/projects'

import { createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { payForProject } from '../helpers/payments'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

async function approved() {
  const project = await createProject(payload, actors.owner, { status: 'pending' })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  return project
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'projects', id, depth: 0 })).status

const waivers = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_id: { equals: String(id) } }, { action: { equals: 'project.payment_waived' } }] },
      pagination: false,
    })
  ).docs

const MONDAY = '2031-06-02T00:00:00.000Z'

describe('an unpaid visibility campaign is not scheduled nor published', () => {
  it('refused from the sheet, and through REST with the French message; nothing changes', async () => {
    const project = await approved()
    expect(await scheduleProject(payload, actors.admin, project.id, '2031-06-04', { confirmed: true })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.scheduleNeedsPayment,
    })
    expect(await markProjectPublished(payload, actors.admin, project.id)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.scheduleNeedsPayment,
    })
    for (const data of [
      { status: 'scheduled', exposure_week_start: MONDAY },
      { status: 'published' },
      { status: 'scheduled', exposure_week_start: MONDAY, payment_override_reason: '   ' },
    ]) {
      const answer = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, data)
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.scheduleNeedsPayment })])
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|at .*\.ts/)
    }
    expect(await statusOf(project.id)).toBe('approved')
    expect(await waivers(project.id)).toHaveLength(0)
  })

  it('an admin creating a campaign already live through REST is refused too', async () => {
    const answer = await restRequest(payload, 'POST', '/projects', adminAuth, {
      title: 'Campagne forcée',
      summary: 'Un résumé de projet suffisamment long pour passer la validation.',
      request_type: 'visibility',
      primary_target: 'Solopreneurs',
      status: 'scheduled',
      exposure_week_start: MONDAY,
      owner: actors.owner.id,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.scheduleNeedsPayment })])
  })
})

describe('paid, or waived by an admin with a reason', () => {
  it('a paid campaign is scheduled, then moved and marked published without asking again', async () => {
    const project = await approved()
    await payForProject(payload, project.id)
    expect(await scheduleProject(payload, actors.admin, project.id, '2031-06-04', { confirmed: true })).toMatchObject({
      ok: true,
    })
    expect(await scheduleProject(payload, actors.admin, project.id, '2031-06-11', { confirmed: true })).toMatchObject({
      ok: true,
    })
    expect(await markProjectPublished(payload, actors.admin, project.id)).toMatchObject({ ok: true })
    expect(await waivers(project.id)).toHaveLength(0)
  })

  it('an admin’s waiver schedules it and is audited with its reason; the owner cannot waive', async () => {
    const project = await approved()
    const owner = await restRequest(
      payload,
      'PATCH',
      `/projects/${project.id}`,
      await authorizationOf(payload, actors.owner),
      { payment_override_reason: 'Je paierai plus tard' },
    )
    expect(owner.status).toBeLessThan(500)
    expect(await waivers(project.id)).toHaveLength(0)

    const answer = await restRequest(payload, 'PATCH', `/projects/${project.id}`, adminAuth, {
      status: 'scheduled',
      exposure_week_start: MONDAY,
      payment_override_reason: 'Partenaire de l’association : campagne offerte.',
    })
    expect(answer.status).toBe(200)
    expect(await statusOf(project.id)).toBe('scheduled')
    const [waiver] = await waivers(project.id)
    expect(waiver).toMatchObject({
      from: 'approved',
      to: 'scheduled',
      notes: 'Partenaire de l’association : campagne offerte.',
      actor_user: expect.objectContaining({ id: actors.admin.id }),
    })
  })

  it('feedback projects publish without payment', async () => {
    const feedback = await createProject(payload, actors.owner, { status: 'pending', request_type: 'feedback' })
    await payload.update({
      collection: 'projects',
      id: feedback.id,
      data: { status: 'published' },
      ...as(actors.admin),
    })
    expect(await statusOf(feedback.id)).toBe('published')
  })
})
