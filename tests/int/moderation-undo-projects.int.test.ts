import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { undoProjectDecision, validateProject } from '@/moderation/projects'
import { startCardCheckout } from '@/payments/card/startCardCheckout'

import { createMember, createProject, type Actors } from './helpers/actors'
import { payForProject } from './helpers/payments'
import { authorizationOf, restRequest } from './helpers/rest'
import { auditEntriesOf, emailJobsTo, paymentsOfProject, type QueuedEmail } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

const projectOf = (id: number) => payload.findByID({ collection: 'projects', id, depth: 0 })

const paymentsOf = (projectId: number) => paymentsOfProject(payload, projectId)

const auditOf = async (collection: 'projects' | 'payments', id: number) =>
  (await auditEntriesOf(payload, collection, id)).map((entry) => entry.action)

const emailsTo = async (address: string) =>
  (await emailJobsTo(payload, address)).map((job) => ({ id: job.id, ...(job.input as QueuedEmail) }))

/** Backdates the project's audit entries: its decisions become older than the undo window. */
async function ageDecisions(projectId: number) {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
    where target_collection = 'projects' and target_id = ${String(projectId)}`)
}

async function pendingProject(name: string, requestType: 'visibility' | 'feedback' = 'visibility') {
  const owner = await createMember(payload, 'active', name, { billing_name: `${name} SAS`, billing_address: 'Lyon' })
  const project = await createProject(payload, owner, { status: 'pending', request_type: requestType })
  return { owner, project }
}

const patch = (id: number, auth: string, data: Record<string, unknown>) =>
  restRequest(payload, 'PATCH', `/projects/${id}`, auth, data)

describe('undoing a visibility project’s "Valider"', () => {
  it('through REST: back to pending, the payment cancelled (kept), the approval e-mail withdrawn, audited', async () => {
    const { owner, project } = await pendingProject('Léa')
    expect((await patch(project.id, adminAuth, { status: 'approved' })).status).toBe(200)
    const [opened] = await paymentsOf(project.id)
    expect(opened.status).toBe('pending')
    expect((await emailsTo(owner.email)).map((email) => email.subject)).toEqual([expect.stringMatching(/est validé$/)])

    const undone = await patch(project.id, adminAuth, { status: 'pending' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect((await projectOf(project.id)).status).toBe('pending')
    expect((await paymentsOf(project.id)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: opened.id, status: 'cancelled' },
    ])
    expect(await auditOf('payments', opened.id)).toEqual(['payment.opened', 'payment.cancelled'])
    expect(await auditOf('projects', project.id)).toEqual(['project.approved', 'project.undone'])
    const emails = await emailsTo(owner.email)
    expect(emails).toHaveLength(1)
    expect(emails[0].withdrawnAt).toEqual(expect.any(String))

    // The owner's pay link says in French the payment is no longer open.
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_undo', STRIPE_WEBHOOK_SECRET: 'whsec_undo' })
    try {
      expect(await startCardCheckout(payload, owner, project.id)).toEqual({
        ok: false,
        message: PAYMENT_MESSAGES.paymentNoLongerOpen,
      })
    } finally {
      delete process.env.STRIPE_SECRET_KEY
      delete process.env.STRIPE_WEBHOOK_SECRET
    }

    // Approved again: a new payment opens; the cancelled one stays as history.
    expect(await validateProject(payload, actors.admin, project.id)).toMatchObject({ ok: true })
    expect((await paymentsOf(project.id)).map((payment) => payment.status)).toEqual(['cancelled', 'pending'])
  })

  it('through the moderation view’s act: an e-mail already sent gets a correction', async () => {
    const { owner, project } = await pendingProject('Marc')
    expect(await validateProject(payload, actors.admin, project.id)).toMatchObject({ ok: true })
    const [approval] = await emailsTo(owner.email)
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update payload_jobs set completed_at = now(),
        input = input || jsonb_build_object('deliveryAcceptedAt', now())
      where id = ${approval.id}`)

    expect(await undoProjectDecision(payload, actors.admin, project.id)).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    const emails = await emailsTo(owner.email)
    expect(emails.map((email) => email.subject)).toEqual([
      expect.stringMatching(/est validé$/),
      expect.stringMatching(/^Correction : « .* » est toujours à l’étude$/),
    ])
    expect(emails[0].withdrawnAt).toBeUndefined()
  })

  it('refused to the owner, to a moderator without the admin role, once the window is past, and once paid', async () => {
    const { owner, project } = await pendingProject('Zoé')
    await validateProject(payload, actors.admin, project.id)
    const byOwner = await patch(project.id, await authorizationOf(payload, owner), { status: 'pending' })
    expect(byOwner.status).toBe(400)
    expect(byOwner.body.errors?.[0]?.message).toBe(PROJECT_TRANSITION_ERRORS.ownerOnlyRequests)
    expect(await undoProjectDecision(payload, actors.marketing, project.id)).toMatchObject({ ok: false })
    expect((await projectOf(project.id)).status).toBe('approved')

    await ageDecisions(project.id)
    const late = await patch(project.id, adminAuth, { status: 'pending' })
    expect(late.status).toBe(400)
    expect(late.body.errors?.[0]?.message).toBe(UNDO_MESSAGES.expired)
    expect(JSON.stringify(late.body)).not.toMatch(/stack|at .*\.ts/)

    const paid = await pendingProject('Hugo')
    await validateProject(payload, actors.admin, paid.project.id)
    await payForProject(payload, paid.project.id)
    expect(await undoProjectDecision(payload, actors.admin, paid.project.id)).toEqual({
      ok: false,
      message: PROJECT_TRANSITION_ERRORS.undoPaid,
    })
    expect((await projectOf(paid.project.id)).status).toBe('approved')
    expect((await paymentsOf(paid.project.id)).map((payment) => payment.status)).toEqual(['paid'])
    for (const id of [project.id, paid.project.id]) {
      expect(await auditOf('projects', id)).not.toContain('project.undone')
    }
  })
})

describe('undoing a feedback project’s "Publier"', () => {
  it('back to pending (unpublished), the publication e-mail withdrawn, audited; refused past the window', async () => {
    const { owner, project } = await pendingProject('Inès', 'feedback')
    expect((await patch(project.id, adminAuth, { status: 'published' })).status).toBe(200)
    const undone = await patch(project.id, adminAuth, { status: 'pending' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect((await projectOf(project.id)).status).toBe('pending')
    expect(await auditOf('projects', project.id)).toEqual(['project.published', 'project.undone'])
    expect(await emailsTo(owner.email)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/publié/), withdrawnAt: expect.any(String) }),
    ])
    const visitor = await restRequest(payload, 'GET', `/projects/${project.id}`)
    expect(visitor.status).not.toBe(200)

    await patch(project.id, adminAuth, { status: 'published' })
    await ageDecisions(project.id)
    const late = await patch(project.id, adminAuth, { status: 'pending' })
    expect(late.body.errors?.[0]?.message).toBe(UNDO_MESSAGES.expired)
    expect((await projectOf(project.id)).status).toBe('published')
  })
})
