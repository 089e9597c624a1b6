import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { FLAG_DECISION_MESSAGES } from '@/domain/feedbacks'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { decideFeedbackFlag, undoFeedbackFlagDecision } from '@/moderation/feedbackFlags'

import { feedbackBy, feedbackProjectOf, messagesOf, restAs } from './feedbacks/helpers'
import { createMember, type Actors } from './helpers/actors'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The undo of the cockpit's decisions on reported feedbacks, "Masquer" and "Conserver", through
 * REST as through the cockpit: the status back, the reports reopened, the author's e-mail
 * withdrawn or corrected, audited, and refused once the undo window is past or to a member.
 */
let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, actors } = started))

async function reported() {
  const { project } = await feedbackProjectOf(payload)
  const author = await createMember(payload, 'active', 'Autrice')
  const feedback = await feedbackBy(payload, author, project.id)
  for (const n of [1, 2]) {
    const reporter = await createMember(payload, 'active')
    const answer = await (
      await restAs(payload, reporter)
    )('POST', '/feedback-reports', {
      feedback: feedback.id,
      reason: `Motif ${n}`,
    })
    expect(answer.status).toBe(201)
  }
  return { author, feedback, project }
}

const reportStatuses = async (feedbackId: number) =>
  (
    await payload.find({
      collection: 'feedback-reports',
      where: { feedback: { equals: feedbackId } },
      sort: 'id',
      depth: 0,
    })
  ).docs.map((report) => report.status)

const auditActions = async (collection: string, ids: number[]) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target_collection: { equals: collection } }, { target_id: { in: ids.map(String) } }],
      },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs.map(({ action, from, to }) => ({ action, from, to }))

/** The outbox's messages to `address`, with whether an undo withdrew them. */
const emailsTo = async (address: string) =>
  (await emailsQueuedTo(payload, address)).map((email) => ({
    subject: email.subject,
    withdrawn: Boolean(email.withdrawnAt),
  }))

/** Moves every audit entry of `collection`'s rows past the undo window. */
async function ageDecisions(collection: string, ids: number[]) {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
    where target_collection = ${collection} and target_id in (${sql.join(ids.map(String), sql`, `)})`)
}

describe('undoing "Masquer" through REST', () => {
  it('shows the feedback again, reopens its reports, withdraws the author’s e-mail still queued, and audits', async () => {
    const { author, feedback } = await reported()
    expect(
      await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: true, reason: 'Propos hors charte.' }),
    ).toMatchObject({ ok: true })
    expect(await reportStatuses(feedback.id)).toEqual(['hidden', 'hidden'])

    // A member cannot undo it, even the author.
    const byAuthor = await (await restAs(payload, author))('PATCH', `/feedbacks/${feedback.id}`, { status: 'visible' })
    expect(byAuthor.status).toBe(403)
    // Nor can the reports be reopened while the feedback stays hidden.
    const [reportId] = (
      await payload.find({ collection: 'feedback-reports', where: { feedback: { equals: feedback.id } }, depth: 0 })
    ).docs.map((report) => report.id)
    const admin = await restAs(payload, actors.admin)
    const reopen = await admin('PATCH', `/feedback-reports/${reportId}`, { status: 'open' })
    expect(messagesOf(reopen)).toEqual([FLAG_DECISION_MESSAGES.reopenThroughFeedback])

    const undone = await admin('PATCH', `/feedbacks/${feedback.id}`, { status: 'visible' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect((await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })).status).toBe('visible')
    expect(await reportStatuses(feedback.id)).toEqual(['open', 'open'])
    expect(await auditActions('feedbacks', [feedback.id])).toEqual([
      { action: 'feedback_hidden', from: 'visible', to: 'hidden' },
      { action: 'feedback.undone', from: 'hidden', to: 'visible' },
    ])
    // The e-mail telling the author why never leaves; no correction is needed.
    expect(await emailsTo(author.email)).toEqual([{ subject: expect.stringMatching(/masqué/), withdrawn: true }])
    const { docs: notices } = await payload.find({
      collection: 'notifications',
      where: { member: { equals: author.id } },
      sort: 'id',
      depth: 0,
    })
    expect(notices.map((notice) => notice.title)).toEqual([
      expect.stringMatching(/^Ton retour sur .* a été masqué$/),
      expect.stringMatching(/^Masquage annulé : ton retour sur/),
    ])
    // Open again, it is back in the cockpit's queue and may be decided again.
    expect((await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: false })).ok).toBe(true)
  })

  it('sends a correction when the e-mail had gone out, and refuses the undo once the window is past', async () => {
    const { author, feedback } = await reported()
    expect(
      (await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: true, reason: 'Hors charte.' })).ok,
    ).toBe(true)
    await payload.jobs.run()
    expect(await undoFeedbackFlagDecision(payload, actors.admin, feedback.id, 'hidden')).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    expect(await emailsTo(author.email)).toEqual([
      { subject: expect.stringMatching(/masqué/), withdrawn: false },
      { subject: expect.stringMatching(/^Correction : ton retour sur .* est de nouveau visible$/), withdrawn: false },
    ])

    expect(
      (await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: true, reason: 'Hors charte.' })).ok,
    ).toBe(true)
    await ageDecisions('feedbacks', [feedback.id])
    const late = await (
      await restAs(payload, actors.admin)
    )('PATCH', `/feedbacks/${feedback.id}`, {
      status: 'visible',
    })
    expect(late.status).toBe(403)
    expect(messagesOf(late)).toEqual([UNDO_MESSAGES.expired])
    expect((await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })).status).toBe('hidden')
    expect(await reportStatuses(feedback.id)).toEqual(['hidden', 'hidden'])
  })
})

describe('undoing "Conserver" through REST', () => {
  it('reopens each kept report, audited, within the window only', async () => {
    const { feedback } = await reported()
    expect((await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: false })).ok).toBe(true)
    const reports = (
      await payload.find({
        collection: 'feedback-reports',
        where: { feedback: { equals: feedback.id } },
        sort: 'id',
        depth: 0,
      })
    ).docs
    expect(reports.map((report) => report.status)).toEqual(['kept', 'kept'])
    const ids = reports.map((report) => report.id)

    const member = await restAs(payload, await createMember(payload, 'active'))
    expect((await member('PATCH', `/feedback-reports/${ids[0]}`, { status: 'open' })).status).toBe(403)
    const admin = await restAs(payload, actors.admin)
    const undone = await admin('PATCH', `/feedback-reports/${ids[0]}`, { status: 'open' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    // The cockpit's undo takes the other one.
    expect(await undoFeedbackFlagDecision(payload, actors.admin, feedback.id, 'kept')).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    expect(await reportStatuses(feedback.id)).toEqual(['open', 'open'])
    expect(await auditActions('feedback-reports', ids)).toEqual([
      { action: 'feedback_report.kept', from: 'open', to: 'kept' },
      { action: 'feedback_report.kept', from: 'open', to: 'kept' },
      { action: 'feedback_report.undone', from: 'kept', to: 'open' },
      { action: 'feedback_report.undone', from: 'kept', to: 'open' },
    ])

    // Kept again, then past the window: the undo is refused and the reports stay settled.
    expect((await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: false })).ok).toBe(true)
    await ageDecisions('feedback-reports', ids)
    const late = await admin('PATCH', `/feedback-reports/${ids[0]}`, { status: 'open' })
    expect(messagesOf(late)).toEqual([UNDO_MESSAGES.expired])
    expect(await reportStatuses(feedback.id)).toEqual(['kept', 'kept'])
    // A report is closed as hidden only by hiding its feedback.
    const hidden = await admin('PATCH', `/feedback-reports/${ids[1]}`, { status: 'hidden' })
    expect(messagesOf(hidden)).toEqual([FLAG_DECISION_MESSAGES.decided])
  })
})
