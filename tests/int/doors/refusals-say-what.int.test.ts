import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { signReactivationTicket } from '@/domain/members/reactivationTicket'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { undoDeclaredActionDecision, validateDeclaredAction } from '@/moderation/declaredActions'
import { pauseApplicant, undoApplicantDecision } from '@/moderation/applications'
import { decideFeedbackFlag, undoFeedbackFlagDecision } from '@/moderation/feedbackFlags'
import { undoProjectDecision, validateProject } from '@/moderation/projects'
import { decideReactivationRequest } from '@/moderation/reactivationRequests'
import { requestReactivation } from '@/members/requestReactivation'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { authorizationOf, restRequest, type RestAnswer } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { feedbackBy, feedbackProjectOf } from '../feedbacks/helpers'

/** Refusals that spoke of something else, or a success where nothing happened; each says what was refused. */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const messagesOf = (answer: RestAnswer) => (answer.body.errors ?? []).map((error) => error.message)
const rest = async (
  user: Parameters<typeof authorizationOf>[1],
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
) => restRequest(payload, method, path, await authorizationOf(payload, user), body as Record<string, unknown>)

describe('a feedback of someone else', () => {
  it('a member who is not the author PATCHes only fields nobody may change: 403, nothing touched', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Autrice')
    const feedback = await feedbackBy(payload, author, project.id)
    for (const body of [{ helpful_marks: 9 }, { author: actors.other.id }, { project: project.id }, {}]) {
      const answer = await rest(actors.other, 'PATCH', `/feedbacks/${feedback.id}`, body)
      expect(answer.status, JSON.stringify(body)).toBe(403)
      expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.notYours])
    }
    const after = await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })
    expect(after.updatedAt).toBe(feedback.updatedAt)
  })

  it('the owner rewording a member’s feedback is told it is not his to reword, not that only the owner may', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, actors.other, project.id)
    const answer = await rest(owner, 'PATCH', `/feedbacks/${feedback.id}`, {
      text: 'Réécrit par le porteur du projet.',
    })
    expect(answer.status).toBe(403)
    expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.notYours])
  })
})

describe('reporting a feedback', () => {
  it('its author cannot report her own, in French; no report is kept', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Signale')
    const feedback = await feedbackBy(payload, author, project.id)
    const answer = await rest(author, 'POST', '/feedback-reports', {
      feedback: feedback.id,
      reason: 'Je signale mon propre retour pour voir.',
    })
    expect(answer.status).toBe(403)
    expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.ownFlag])
    expect(
      await payload.count({ collection: 'feedback-reports', where: { feedback: { equals: feedback.id } } }),
    ).toEqual({ totalDocs: 0 })
  })

  it('a withdrawn feedback is said to be gone, not a project that takes no feedback', async () => {
    const { project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, actors.other, project.id)
    await payload.update({
      collection: 'feedbacks',
      id: feedback.id,
      data: { status: 'withdrawn' },
      user: actors.other,
      overrideAccess: false,
    })
    const answer = await rest(actors.owner, 'POST', '/feedback-reports', {
      feedback: feedback.id,
      reason: 'Un retour qui n’existe plus à l’écran.',
    })
    expect(answer.status).toBe(404)
    expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.feedbackGone])
    const unknown = await rest(actors.owner, 'POST', '/feedback-reports', {
      feedback: 999_999,
      reason: 'Un retour qui n’a jamais existé.',
    })
    expect(unknown.status).toBe(400)
    expect(messagesOf(unknown)[0]).toMatch(/désigne un document qui n’existe pas/)
  })
})

describe('an owner scheduling his own project', () => {
  it('is told the team changes its status, not to give a week', async () => {
    const owner = await createMember(payload, 'active', 'Planifie')
    const project = await createProject(payload, owner, { status: 'pending' })
    const answer = await rest(owner, 'PATCH', `/projects/${project.id}`, { status: 'scheduled' })
    expect(answer.status).toBe(400)
    expect(messagesOf(answer)).toEqual([PROJECT_TRANSITION_ERRORS.ownerOnlyRequests])
  })
})

describe('a second "Annuler"', () => {
  it('on a project’s decision already undone says so; nothing happens', async () => {
    const owner = await createMember(payload, 'active', 'Deux', { billing_name: 'Deux SAS', billing_address: 'Lyon' })
    const project = await createProject(payload, owner, { status: 'pending' })
    expect(await validateProject(payload, actors.admin, project.id)).toMatchObject({ ok: true })
    expect(await undoProjectDecision(payload, actors.admin, project.id)).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    expect(await undoProjectDecision(payload, actors.admin, project.id)).toEqual({
      ok: false,
      message: UNDO_MESSAGES.alreadyUndone,
    })
  })

  it('on a declared action’s decision already undone says so; two at once: one undone, one told', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const action = await payload.create({
      collection: 'declared-actions',
      data: {
        project: project.id,
        member: actors.other.id,
        action_type: 'comment',
        url: 'https://www.linkedin.com/posts/annuler-2',
        status: 'pending',
      },
    })
    expect(await validateDeclaredAction(payload, actors.admin, action.id)).toMatchObject({ ok: true })
    const answers = await Promise.all([
      undoDeclaredActionDecision(payload, actors.admin, action.id),
      undoDeclaredActionDecision(payload, actors.admin, action.id),
    ])
    expect(answers.map((answer) => answer.message).sort()).toEqual(
      [UNDO_MESSAGES.alreadyUndone, UNDO_MESSAGES.undone].sort(),
    )
  })

  it('on an application’s decision already undone says so; the member and the journal stay as they are', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Candidate')
    expect(await pauseApplicant(payload, actors.admin, applicant.id)).toMatchObject({ ok: true })
    expect(await undoApplicantDecision(payload, actors.admin, applicant.id)).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    const read = async () => ({
      member: await payload.findByID({ collection: 'members', id: applicant.id, depth: 0 }),
      journal: await journalOf('members', [applicant.id]),
    })
    const undone = await read()
    expect(undone.member.status).toBe('waitlist')
    expect(await undoApplicantDecision(payload, actors.admin, applicant.id)).toEqual({
      ok: false,
      message: UNDO_MESSAGES.alreadyUndone,
    })
    expect(await read()).toEqual(undone)
  })

  it('on a reactivation request already reopened says so; the request, the member and the journal stay as they are', async () => {
    const inactive = await createMember(payload, 'inactive', 'Revient')
    const ticket = signReactivationTicket(inactive.id, payload.secret)
    expect(await requestReactivation(payload, ticket, 'Je reviens ce semestre.')).toMatchObject({ ok: true })
    const [request] = (
      await payload.find({ collection: 'reactivation-requests', where: { member: { equals: inactive.id } }, depth: 0 })
    ).docs
    expect(await decideReactivationRequest(payload, actors.admin, request.id, 'reactivated')).toMatchObject({
      ok: true,
    })
    expect(await decideReactivationRequest(payload, actors.admin, request.id, 'open')).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    const read = async () => ({
      request: await payload.findByID({ collection: 'reactivation-requests', id: request.id, depth: 0 }),
      member: await payload.findByID({ collection: 'members', id: inactive.id, depth: 0 }),
      journal: await journalOf('members', [inactive.id]),
    })
    const undone = await read()
    expect(undone.request.status).toBe('open')
    expect(undone.member.status).toBe('inactive')
    expect(await decideReactivationRequest(payload, actors.admin, request.id, 'open')).toEqual({
      ok: false,
      message: UNDO_MESSAGES.alreadyUndone,
    })
    expect(await read()).toEqual(undone)
  })

  it('on a kept feedback’s flags already reopened says so, not that the window passed; nothing changes', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Gardee')
    const feedback = await feedbackBy(payload, author, project.id)
    for (const name of ['Signale1', 'Signale2']) {
      const reporter = await createMember(payload, 'active', name)
      const answer = await rest(reporter, 'POST', '/feedback-reports', { feedback: feedback.id, reason: 'Hors sujet' })
      expect(answer.status).toBe(201)
    }
    expect(await decideFeedbackFlag(payload, actors.admin, feedback.id, { hide: false })).toMatchObject({ ok: true })
    expect(await undoFeedbackFlagDecision(payload, actors.admin, feedback.id, 'kept')).toEqual({
      ok: true,
      message: UNDO_MESSAGES.undone,
    })
    const read = async () => {
      const reports = (
        await payload.find({
          collection: 'feedback-reports',
          where: { feedback: { equals: feedback.id } },
          sort: 'id',
          depth: 0,
        })
      ).docs
      return {
        reports,
        journal: await journalOf(
          'feedback-reports',
          reports.map((report) => report.id),
        ),
      }
    }
    const undone = await read()
    expect(undone.reports.map((report) => report.status)).toEqual(['open', 'open'])
    expect(await undoFeedbackFlagDecision(payload, actors.admin, feedback.id, 'kept')).toEqual({
      ok: false,
      message: UNDO_MESSAGES.alreadyUndone,
    })
    expect(await read()).toEqual(undone)
  })
})

/** The audit entries on these rows: a refused undo writes none. */
const journalOf = async (collection: string, ids: number[]) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: collection } }, { target_id: { in: ids.map(String) } }] },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs.map((entry) => entry.id)
