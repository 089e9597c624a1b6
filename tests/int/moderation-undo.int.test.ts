import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { relationId } from '@/domain/relationId'
import { inTransaction } from '@/db/inTransaction'
import { DECLARED_ACTION_TRANSITION_ERRORS } from '@/domain/declaredActions/declaredActionTransitions'
import { OUTBOX_MESSAGES } from '@/domain/email/outboxMessages'
import { UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { readLoggedEmail } from '@/outbox/emailLog'
import { resendEmail } from '@/outbox/resendEmail'
import { validateMatchedActions } from '@/reports/validateMatchedActions'

import { createMember, createProject, type Actors } from './helpers/actors'
import { as } from './helpers/matrix'
import { authorizationOf, restRequest } from './helpers/rest'
import type { TestSmtpServer } from './helpers/smtpServer'
import { auditEntriesOf, emailJobsTo, ledgerRowsOf, type QueuedEmail } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let smtp: TestSmtpServer
let adminAuth: string

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, actors, smtp } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

async function declared() {
  const member = await createMember(payload, 'active')
  const project = await createProject(payload, actors.owner)
  const action = await payload.create({
    collection: 'declared-actions',
    data: {
      member: member.id,
      project: project.id,
      action_type: 'comment',
      url: 'https://www.linkedin.com/feed/update/7',
      status: 'pending',
    },
    ...as(member),
  })
  return { member, action }
}

const patch = (id: number, data: Record<string, unknown>, authorization = adminAuth) =>
  restRequest(payload, 'PATCH', `/declared-actions/${id}`, authorization, data)

const ledgerOf = async (memberId: number) =>
  (await ledgerRowsOf(payload, memberId)).map(({ points, source_id, notes }) => ({
    points,
    source_id,
    notes: notes ?? null,
  }))

const auditOf = async (id: number) =>
  (await auditEntriesOf(payload, 'declared-actions', id)).map(({ action, from, to }) => ({ action, from, to }))

const emailsTo = async (address: string) =>
  (await emailJobsTo(payload, address)).map((job) => ({ job, input: job.input as QueuedEmail }))

describe('undoing a declared action’s decision through REST', () => {
  it('reverses a validation with a ledger row, never deleting the credit, and credits a new validation again', async () => {
    const { member, action } = await declared()
    expect((await patch(action.id, { status: 'validated_manual' })).status).toBe(200)
    const undone = await patch(action.id, { status: 'pending' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)

    const after = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(after).toMatchObject({ status: 'pending', validated_by: null })
    expect(await ledgerOf(member.id)).toEqual([
      { points: 3, source_id: String(action.id), notes: null },
      { points: -3, source_id: `${action.id}/annulation/0`, notes: 'Annulation de la validation' },
    ])
    expect(await auditOf(action.id)).toEqual([
      { action: 'declared-action.validated_manual', from: 'pending', to: 'validated_manual' },
      { action: 'declared-action.undone', from: 'validated_manual', to: 'pending' },
    ])
    const { docs: notices } = await payload.find({
      collection: 'notifications',
      where: { member: { equals: member.id } },
      sort: 'id',
      depth: 0,
    })
    expect(notices.map((notice) => notice.title)).toEqual([
      expect.stringMatching(/^Action validée : Commentaire/),
      expect.stringMatching(/^Validation annulée : Commentaire/),
    ])

    // Validated again: credited again, in a slot of its own; the points add up to one validation.
    expect((await patch(action.id, { status: 'validated_manual' })).status).toBe(200)
    const ledger = await ledgerOf(member.id)
    expect(ledger.at(-1)).toEqual({ points: 3, source_id: `${action.id}/1`, notes: null })
    expect(ledger.reduce((sum, row) => sum + row.points, 0)).toBe(3)
    // The semester total the cockpit reads follows every row, reversals included, in their transactions.
    const db = await drizzleFor(payload)
    const { rows } = await db.execute(
      sql`select points from derived.member_period_points where member_id = ${member.id}`,
    )
    expect(rows.map((row) => Number(row.points))).toEqual([3])
  })

  it('an action validated, undone, then validated by a report is credited again in its next slot', async () => {
    const { member, action } = await declared()
    expect((await patch(action.id, { status: 'validated_manual' })).status).toBe(200)
    expect((await patch(action.id, { status: 'pending' })).status).toBe(200)

    const validated = await inTransaction({ payload }, (req) =>
      validateMatchedActions(req, {
        projectId: relationId(action.project),
        ids: [action.id],
        adminId: actors.admin.id,
      }),
    )
    expect(validated).toBe(1)
    const ledger = await ledgerOf(member.id)
    expect(ledger.map((row) => [row.points, row.source_id])).toEqual([
      [3, String(action.id)],
      [-3, `${action.id}/annulation/0`],
      [3, `${action.id}/1`],
    ])
  })

  it('withdraws the rejection e-mail still in the outbox: it never goes out, and no correction is sent', async () => {
    const { member, action } = await declared()
    expect((await patch(action.id, { status: 'rejected', validation_notes: 'Lien privé' })).status).toBe(200)
    expect(await emailsTo(member.email)).toHaveLength(1)
    expect((await patch(action.id, { status: 'pending' })).status).toBe(200)

    const [rejection, ...others] = await emailsTo(member.email)
    expect(others).toHaveLength(0)
    expect(rejection.input.withdrawnAt).toEqual(expect.any(String))
    expect(rejection.job.completedAt).toEqual(expect.any(String))
    await payload.jobs.run()
    expect(smtp.messages.filter((message) => message.to && JSON.stringify(message.to).includes(member.email))).toEqual(
      [],
    )
    const after = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(after).toMatchObject({ status: 'pending', validation_notes: null })
    // The e-mail log says so, and "Renvoyer" does not send what the undo took back.
    expect((await readLoggedEmail(payload, Number(rejection.job.id)))?.state).toBe('withdrawn')
    expect(await resendEmail(payload, actors.admin, Number(rejection.job.id))).toEqual({
      ok: false,
      message: OUTBOX_MESSAGES.withdrawn,
    })
  })

  it('sends a correction when the rejection e-mail already went out', async () => {
    const { member, action } = await declared()
    expect((await patch(action.id, { status: 'rejected', validation_notes: 'Lien privé' })).status).toBe(200)
    await payload.jobs.run()
    await smtp.waitFor((message) => JSON.stringify(message.to).includes(member.email))
    expect((await patch(action.id, { status: 'pending' })).status).toBe(200)
    await payload.jobs.run()
    const correction = await smtp.waitFor(
      (message) =>
        JSON.stringify(message.to).includes(member.email) && message.subject?.startsWith('Correction') === true,
    )
    expect(correction.subject).toBe('Correction : ton action est de nouveau en vérification')
    expect(correction.text).toContain('n’est finalement pas refusée')
  })

  it('refuses an undo past its window, by anyone but an admin, and of a report’s validation', async () => {
    const { member, action } = await declared()
    expect((await patch(action.id, { status: 'validated_manual' })).status).toBe(200)
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
      where target_collection = 'declared-actions' and target_id = ${String(action.id)}`)
    const late = await patch(action.id, { status: 'pending' })
    expect(late.status).toBe(400)
    expect(late.body.errors?.[0]?.message).toBe(DECLARED_ACTION_TRANSITION_ERRORS.undoExpired)

    // The member cannot reach a settled declaration at all; nothing changed.
    const byMember = await patch(action.id, { status: 'pending' }, await authorizationOf(payload, member))
    expect(byMember.status).toBeGreaterThanOrEqual(400)
    expect(await ledgerOf(member.id)).toHaveLength(1)

    const reported = await declared()
    await payload.update({
      collection: 'declared-actions',
      id: reported.action.id,
      data: { status: 'validated_auto' },
      ...as(actors.admin),
    })
    // A report's validation is undone the same way, within the window (moderation-undo-reports).
    const undoReport = await patch(reported.action.id, { status: 'pending' })
    expect(undoReport.status, JSON.stringify(undoReport.body)).toBe(200)
  })
})
