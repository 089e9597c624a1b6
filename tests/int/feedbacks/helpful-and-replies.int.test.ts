import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { FEEDBACK_MESSAGES } from '@/domain/feedbacks'

import { createMember, type Actors } from '../helpers/actors'
import { emailsQueuedTo } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { feedbackBy, feedbackProjectOf, ledgerRows, messagesOf, restAs } from './helpers'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const notices = async (memberId: number, kind: string) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ member: { equals: memberId } }, { kind: { equals: kind } }] },
      depth: 0,
      limit: 100,
    })
  ).docs

const emailsTo = (to: string) => emailsQueuedTo(payload, to)

describe('"Utile"', () => {
  it('credits the author the rule’s points once, even marked by 5 requests at once; un-marking writes a reversal', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Utile')
    const feedback = await feedbackBy(payload, author, project.id)
    const rest = await restAs(payload, owner)
    const marks = await Promise.all(
      Array.from({ length: 5 }, () => rest('PATCH', `/feedbacks/${feedback.id}`, { helpful: true })),
    )
    expect(marks.every((answer) => answer.status === 200)).toBe(true)
    const credits = await ledgerRows(payload, author.id, 'feedback-helpful')
    expect(credits.map((row) => [row.points, row.reason, row.source_id])).toEqual([[3, 'feedback', `${feedback.id}:1`]])
    expect(await notices(author.id, 'feedback_helpful')).toHaveLength(1)

    expect((await rest('PATCH', `/feedbacks/${feedback.id}`, { helpful: false })).status).toBe(200)
    const reversals = await ledgerRows(payload, author.id, 'feedback-helpful-reversal')
    expect(reversals.map((row) => [row.points, row.source_id])).toEqual([[-3, `${feedback.id}:1`]])
    // The credit is kept: the reversal balances it.
    expect(await ledgerRows(payload, author.id, 'feedback-helpful')).toHaveLength(1)
  })

  it('follows the rules global’s points', async () => {
    await payload.updateGlobal({ slug: 'rules', data: { feedback_helpful_points: 5 } })
    try {
      const { owner, project } = await feedbackProjectOf(payload)
      const author = await createMember(payload, 'active')
      const feedback = await feedbackBy(payload, author, project.id)
      await (
        await restAs(payload, owner)
      )('PATCH', `/feedbacks/${feedback.id}`, { helpful: true })
      expect((await ledgerRows(payload, author.id, 'feedback-helpful')).map((row) => row.points)).toEqual([5])
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { feedback_helpful_points: 3 } })
    }
  })

  it('at most the cap of one author’s feedbacks per project', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Ami')
    const feedbacks = []
    for (let n = 0; n < 4; n++) feedbacks.push(await feedbackBy(payload, author, project.id))
    const rest = await restAs(payload, owner)
    const answers = await Promise.all(
      feedbacks.map((feedback) => rest('PATCH', `/feedbacks/${feedback.id}`, { helpful: true })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(answers.flatMap(messagesOf)).toEqual([FEEDBACK_MESSAGES.helpfulCap(3)])
    expect(await ledgerRows(payload, author.id, 'feedback-helpful')).toHaveLength(3)
  })

  it('only the owner marks; another member or the author cannot', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const feedback = await feedbackBy(payload, author, project.id)
    for (const user of [actors.other, author]) {
      const answer = await (await restAs(payload, user))('PATCH', `/feedbacks/${feedback.id}`, { helpful: true })
      expect(answer.status).toBe(403)
    }
    expect(await ledgerRows(payload, author.id, 'feedback-helpful')).toEqual([])
  })

  it('the owner cannot mark their own feedback (one written by the server on their project)', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, owner, project.id)
    const answer = await (await restAs(payload, owner))('PATCH', `/feedbacks/${feedback.id}`, { helpful: true })
    expect(answer.status).toBe(403)
    expect(await ledgerRows(payload, owner.id, 'feedback-helpful')).toEqual([])
  })
})

describe('replies and notices', () => {
  it('the owner answers, one level; the author is told under the bell and by e-mail', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Lectrice')
    const feedback = await feedbackBy(payload, author, project.id)
    const ownerRest = await restAs(payload, owner)
    const reply = await ownerRest('POST', '/feedback-replies', {
      feedback: feedback.id,
      text: '  Merci, je raccourcis !  ',
    })
    expect(reply.status).toBe(201)
    expect(
      await ownerRest('POST', '/feedback-replies', { feedback: feedback.id, text: 'Et encore merci.' }),
    ).toMatchObject({
      status: 201,
    })
    expect(await notices(author.id, 'feedback_answered')).toHaveLength(2)
    expect((await emailsTo(author.email)).filter((email) => email.subject.includes('a répondu'))).toHaveLength(2)
    // The owner's identity stays hidden from members reading the reply.
    const read = await (
      await restAs(payload, author)
    )('GET', `/feedback-replies?where[feedback][equals]=${feedback.id}`)
    const docs = read.body.docs as { text: string; author?: unknown }[]
    expect(docs.map((doc) => doc.text).sort()).toEqual(['Et encore merci.', 'Merci, je raccourcis !'])
    expect(docs.every((doc) => doc.author === undefined)).toBe(true)
  })

  it('nobody else answers; a reply is never changed or deleted', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, actors.other, project.id)
    for (const user of [actors.other, actors.owner]) {
      const answer = await (
        await restAs(payload, user)
      )('POST', '/feedback-replies', { feedback: feedback.id, text: 'Moi aussi.' })
      expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.ownerOnly])
    }
    const ownerRest = await restAs(payload, owner)
    const reply = await ownerRest('POST', '/feedback-replies', { feedback: feedback.id, text: 'Bien noté.' })
    const id = (reply.body.doc as { id: number }).id
    expect((await ownerRest('PATCH', `/feedback-replies/${id}`, { text: 'Autre chose.' })).status).toBe(403)
    expect((await ownerRest('DELETE', `/feedback-replies/${id}`)).status).toBe(403)
  })

  it('tells the owner of new feedbacks once per project and hour', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    for (const user of [actors.other, await createMember(payload, 'active'), await createMember(payload, 'active')]) {
      const answer = await (
        await restAs(payload, user)
      )('POST', '/feedbacks', {
        project: project.id,
        kind: 'works',
        text: `Très clair, j’ai tout compris en une minute. ${user.id}`,
      })
      expect(answer.status).toBe(201)
    }
    expect(await notices(owner.id, 'feedback_received')).toHaveLength(1)
    expect((await emailsTo(owner.email)).filter((email) => email.subject.startsWith('Nouveaux retours'))).toHaveLength(
      1,
    )
  })

  it('the "Retours sur mes projets" preference turns the e-mails off, not the notices', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    await payload.update({ collection: 'members', id: owner.id, data: { email_preferences: { feedback: false } } })
    await (
      await restAs(payload, actors.other)
    )('POST', '/feedbacks', {
      project: project.id,
      kind: 'works',
      text: 'Une page d’accueil très claire, bravo.',
    })
    expect(await notices(owner.id, 'feedback_received')).toHaveLength(1)
    expect(await emailsTo(owner.email)).toEqual([])
  })
})
