import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEEDBACK_EDIT_MINUTES, FEEDBACK_MESSAGES } from '@/domain/feedbacks'
import { feedbackSide } from '@/feedbacks/feedbackSide'
import { flaggedFeedbacks } from '@/moderation/feedbackFlags'

import { createMember, type Actors } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { FEEDBACK_TEXT, feedbackBy, feedbackProjectOf, messagesOf, restAs } from './helpers'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

describe('the owner’s controls over their project’s feedbacks', () => {
  it('the owner reports spam on their own project through REST; an author still cannot report her own', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Spammeuse')
    const feedback = await feedbackBy(payload, author, project.id)
    const asOwner = await restAs(payload, owner)
    const reported = await asOwner('POST', '/feedback-reports', {
      feedback: feedback.id,
      reason: 'Publicité pour un autre service.',
    })
    expect(reported.status).toBe(201)
    // Once, as anyone.
    expect(
      messagesOf(await asOwner('POST', '/feedback-reports', { feedback: feedback.id, reason: 'Encore du spam.' })),
    ).toEqual([FEEDBACK_MESSAGES.flaggedAlready])
    const own = await (
      await restAs(payload, author)
    )('POST', '/feedback-reports', { feedback: feedback.id, reason: 'Je me signale.' })
    expect(own.status).toBe(403)
    expect(messagesOf(own)).toEqual([FEEDBACK_MESSAGES.ownFlag])
    const reports = await payload.find({ collection: 'feedback-reports', where: { feedback: { equals: feedback.id } } })
    expect(reports.totalDocs).toBe(1)

    // The cockpit says what is judged: the project, the author, the words, and that the owner reported it.
    const entry = (await flaggedFeedbacks(payload, actors.admin)).feedbacks.find(
      (row) => row.feedbackId === feedback.id,
    )
    expect(entry).toMatchObject({
      text: feedback.text,
      projectId: project.id,
      projectTitle: project.title,
      author: { id: author.id, name: 'Spammeuse Test' },
      reasons: ['Publicité pour un autre service.'],
      flaggedByOwner: true,
    })
  })

  it('a member’s side counts the visible feedbacks now and offers rewording for the edit window only', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const fresh = await feedbackBy(payload, author, project.id)
    const old = await feedbackBy(payload, author, project.id)
    const withdrawn = await feedbackBy(payload, actors.other, project.id)
    await payload.db.updateOne({ collection: 'feedbacks', id: withdrawn.id, data: { status: 'withdrawn' } })
    const anHourAgo = new Date(Date.now() - 60 * 60_000).toISOString()
    await payload.db.updateOne({ collection: 'feedbacks', id: old.id, data: { createdAt: anHourAgo } })

    const side = await feedbackSide(payload, author, project)
    expect(side.count).toBe(2)
    const item = (id: number) => side.feedbacks.find((feedback) => feedback.id === id)!
    expect(new Date(item(fresh.id).editableUntil!).getTime()).toBe(
      new Date(fresh.createdAt).getTime() + FEEDBACK_EDIT_MINUTES * 60_000,
    )
    expect(new Date(item(old.id).editableUntil!).getTime()).toBeLessThan(Date.now())
    // Another's feedback is never offered for rewording.
    expect(
      (await feedbackSide(payload, actors.other, project)).feedbacks.find((f) => f.id === fresh.id)?.editableUntil,
    ).toBeNull()

    // Rewording within the window is trimmed as a new feedback is; after it, refused whatever the button said.
    const rest = await restAs(payload, author)
    expect((await rest('PATCH', `/feedbacks/${fresh.id}`, { text: `  ${FEEDBACK_TEXT} (précisé)  ` })).status).toBe(200)
    expect((await payload.findByID({ collection: 'feedbacks', id: fresh.id })).text).toBe(`${FEEDBACK_TEXT} (précisé)`)
    const late = await rest('PATCH', `/feedbacks/${old.id}`, { text: `${FEEDBACK_TEXT} (trop tard)` })
    expect(messagesOf(late)).toEqual([FEEDBACK_MESSAGES.editWindowOver])
  })
})
