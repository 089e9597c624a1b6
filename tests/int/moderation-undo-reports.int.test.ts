import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { REPORT_MESSAGES } from '@/domain/reports/projectReports'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { processLatestProjectReport } from '@/reports/processProjectReport'
import { submitProjectReport } from '@/reports/submitProjectReport'
import { undoReportRun } from '@/reports/undoReportRun'

import { createMember, createProject, type Actors } from './helpers/actors'
import { as } from './helpers/matrix'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The undo of a report's validations ("Traiter reporting", `validated_auto`): one declaration
 * through REST, or the whole run from the projects view, within the undo window — each back to
 * pending with its reversing ledger row, audited; the run validates them again in their next slot.
 */
let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

/** A scheduled campaign with `count` members' likes, all named by the owner's report. */
async function reportedCampaign(count: number) {
  const project = await createProject(payload, actors.owner, { status: 'scheduled' })
  const declared: { id: number; member: number }[] = []
  for (let n = 0; n < count; n++) {
    const member = await createMember(payload, 'active')
    const action = await payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: project.id,
        action_type: 'like',
        url: `https://www.linkedin.com/posts/rapport-${project.id}-${n}`,
        status: 'pending',
      },
      depth: 0,
      ...as(member),
    })
    declared.push({ id: action.id, member: member.id })
  }
  const text = declared.map((_, n) => `https://www.linkedin.com/posts/rapport-${project.id}-${n}`).join('\n')
  expect((await submitProjectReport(payload, actors.owner, project.id, { text, file: null })).ok).toBe(true)
  const run = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
  if (!run.ok) throw new Error(run.reason)
  expect(run.validatedActions).toBe(count)
  return { project, declared, since: run.since }
}

const ledgerOf = async (actionId: number) =>
  (
    await payload.find({
      collection: 'points-ledger',
      where: { source_type: { equals: 'declared-action' } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs
    .filter((row) => row.source_id === String(actionId) || (row.source_id ?? '').startsWith(`${actionId}/`))
    .map((row) => ({ points: row.points, source_id: row.source_id }))

const statusOf = async (id: number) => (await payload.findByID({ collection: 'declared-actions', id, depth: 0 })).status

const auditOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'declared-actions' } }, { target_id: { equals: String(id) } }] },
      sort: 'id',
      depth: 0,
    })
  ).docs.map(({ action, from, to }) => ({ action, from, to }))

describe('undoing a report’s validation', () => {
  it('through REST: one declaration back to pending, its credit reversed in the ledger, audited', async () => {
    const { declared } = await reportedCampaign(1)
    const [{ id, member }] = declared
    const byMember = await restRequest(
      payload,
      'PATCH',
      `/declared-actions/${id}`,
      await authorizationOf(payload, await createMember(payload, 'active')),
      { status: 'pending' },
    )
    expect(byMember.status).toBe(403)
    const undone = await restRequest(payload, 'PATCH', `/declared-actions/${id}`, adminAuth, { status: 'pending' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(await statusOf(id)).toBe('pending')
    expect(await ledgerOf(id)).toEqual([
      { points: 1, source_id: String(id) },
      { points: -1, source_id: `${id}/annulation/0` },
    ])
    expect(await auditOf(id)).toEqual([
      { action: 'declared-action.validated_auto', from: 'pending', to: 'validated_auto' },
      { action: 'declared-action.undone', from: 'validated_auto', to: 'pending' },
    ])
    const db = await drizzleFor(payload)
    const { rows } = await db.execute(sql`select points from derived.member_period_points where member_id = ${member}`)
    expect(rows.map((row) => Number(row.points))).toEqual([0])
  })

  it('the whole run from the projects view, all or none, and validated again by the next run', async () => {
    const { project, declared, since } = await reportedCampaign(3)
    expect(await undoReportRun(payload, actors.owner, project.id, since)).toMatchObject({ ok: false })
    expect(await undoReportRun(payload, actors.admin, project.id, since)).toEqual({
      ok: true,
      message: REPORT_MESSAGES.runUndone(3),
    })
    for (const { id } of declared) {
      expect(await statusOf(id)).toBe('pending')
      expect((await ledgerOf(id)).reduce((sum, row) => sum + row.points, 0)).toBe(0)
    }
    // Nothing left to take back.
    expect(await undoReportRun(payload, actors.admin, project.id, since)).toEqual({
      ok: false,
      message: UNDO_MESSAGES.notUndoable,
    })
    // Run again: validated again, each in its next ledger slot.
    const again = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
    expect(again).toMatchObject({ ok: true, validatedActions: 3, pointsAwarded: 3 })
    expect(await ledgerOf(declared[0].id)).toEqual([
      { points: 1, source_id: String(declared[0].id) },
      { points: -1, source_id: `${declared[0].id}/annulation/0` },
      { points: 1, source_id: `${declared[0].id}/1` },
    ])
  })

  it('is refused once the window is past, through REST and from the view, changing nothing', async () => {
    const { project, declared, since } = await reportedCampaign(2)
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
      where target_collection = 'declared-actions' and target_id in (${sql.join(
        declared.map(({ id }) => String(id)),
        sql`, `,
      )})`)
    const late = await restRequest(payload, 'PATCH', `/declared-actions/${declared[0].id}`, adminAuth, {
      status: 'pending',
    })
    expect(late.body.errors?.[0]?.message).toBe(UNDO_MESSAGES.expired)
    expect(await undoReportRun(payload, actors.admin, project.id, since)).toEqual({
      ok: false,
      message: UNDO_MESSAGES.expired,
    })
    for (const { id } of declared) {
      expect(await statusOf(id)).toBe('validated_auto')
      expect(await ledgerOf(id)).toEqual([{ points: 1, source_id: String(id) }])
    }
  })
})
