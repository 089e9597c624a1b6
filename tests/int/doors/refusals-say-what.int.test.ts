import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { undoDeclaredActionDecision, validateDeclaredAction } from '@/moderation/declaredActions'
import { undoProjectDecision, validateProject } from '@/moderation/projects'

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
})
