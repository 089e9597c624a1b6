import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { FEEDBACK_MESSAGES, FEEDBACK_TEXT_MAX } from '@/domain/feedbacks'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import { visibleFeedbackCount } from '@/feedbacks/feedbackCount'
import { openFeedbackRequests } from '@/feedbacks/feedbackRequests'
import { feedbackSide } from '@/feedbacks/feedbackSide'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { FEEDBACK_TEXT, feedbackBy, feedbackProjectOf, messagesOf, restAs } from './helpers'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const count = async (where: Record<string, unknown> = {}) =>
  (await payload.count({ collection: 'feedbacks', where: where as never })).totalDocs

describe('writing a feedback through REST', () => {
  it('an active member writes on a published feedback project: trimmed, visible, theirs whatever the body says', async () => {
    const { project } = await feedbackProjectOf(payload)
    const member = await createMember(payload, 'active', 'Auteur')
    const rest = await restAs(payload, member)
    const answer = await rest('POST', '/feedbacks', {
      project: project.id,
      kind: 'works',
      text: `   ${FEEDBACK_TEXT}   `,
      author: actors.other.id,
      status: 'hidden',
      helpful: true,
    })
    expect(answer.status).toBe(201)
    const doc = answer.body.doc as { id: number; text: string; status: string; helpful: boolean; author: unknown }
    expect(doc.text).toBe(FEEDBACK_TEXT)
    expect(doc.status).toBe('visible')
    expect(doc.helpful).toBe(false)
    const stored = await payload.findByID({ collection: 'feedbacks', id: doc.id, depth: 0 })
    expect(stored.author).toBe(member.id)
  })

  it('refuses texts out of 20–2,000 characters after trimming, in French, writing nothing', async () => {
    const { project } = await feedbackProjectOf(payload)
    const rest = await restAs(payload, await createMember(payload, 'active'))
    const before = await count()
    const short = await rest('POST', '/feedbacks', {
      project: project.id,
      kind: 'idea',
      text: `  ${'a'.repeat(19)}   `,
    })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain(FEEDBACK_MESSAGES.textTooShort)
    const long = await rest('POST', '/feedbacks', {
      project: project.id,
      kind: 'idea',
      text: 'a'.repeat(FEEDBACK_TEXT_MAX + 1),
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain(FEEDBACK_MESSAGES.textTooLong)
    expect(await count()).toBe(before)
  })

  it('refuses visitors, waitlist members, the owner, and projects that take no feedback', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const body = { project: project.id, kind: 'idea', text: FEEDBACK_TEXT }
    const before = await count()
    // Inactive members cannot sign in at all.
    for (const user of [undefined, actors.waitlist]) {
      const answer = await (await restAs(payload, user))('POST', '/feedbacks', body)
      expect(answer.status).toBeGreaterThanOrEqual(401)
    }
    const own = await (await restAs(payload, owner))('POST', '/feedbacks', body)
    expect(messagesOf(own)).toEqual([FEEDBACK_MESSAGES.ownProject])
    const visibility = await createProject(payload, owner, { request_type: 'visibility', status: 'published' })
    const pending = await createProject(payload, owner, { request_type: 'feedback', status: 'pending' })
    const rest = await restAs(payload, actors.other)
    for (const other of [visibility, pending]) {
      const answer = await rest('POST', '/feedbacks', { ...body, project: other.id })
      expect(answer.status).toBe(403)
      expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.notOpen])
    }
    expect(await count()).toBe(before)
  })

  it('refuses a feedback once the owner closed feedback', async () => {
    const { project } = await feedbackProjectOf(payload, { feedback_closed: true })
    const answer = await (
      await restAs(payload, actors.other)
    )('POST', '/feedbacks', {
      project: project.id,
      kind: 'idea',
      text: FEEDBACK_TEXT,
    })
    expect(answer.status).toBe(403)
    expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.closed])
  })

  it('refuses the same text twice on one project (spaces and case aside), even sent at once', async () => {
    const { project } = await feedbackProjectOf(payload)
    const [first, second] = await Promise.all([createMember(payload, 'active'), createMember(payload, 'active')])
    const answers = await Promise.all([
      (await restAs(payload, first))('POST', '/feedbacks', { project: project.id, kind: 'idea', text: FEEDBACK_TEXT }),
      (await restAs(payload, second))('POST', '/feedbacks', {
        project: project.id,
        kind: 'works',
        text: `  ${FEEDBACK_TEXT.toUpperCase().replace(/ /g, '   ')} `,
      }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(answers.flatMap(messagesOf)).toEqual([FEEDBACK_MESSAGES.duplicate])
    expect(await count({ project: { equals: project.id } })).toBe(1)
    // Another project takes the same words.
    const { project: another } = await feedbackProjectOf(payload)
    const elsewhere = await (
      await restAs(payload, first)
    )('POST', '/feedbacks', {
      project: another.id,
      kind: 'idea',
      text: FEEDBACK_TEXT,
    })
    expect(elsewhere.status).toBe(201)
  })

  it('takes at most 10 feedbacks an hour from one member', async () => {
    const { project } = await feedbackProjectOf(payload)
    const rest = await restAs(payload, await createMember(payload, 'active', 'Bavard'))
    for (let n = 1; n <= 10; n++) {
      const answer = await rest('POST', '/feedbacks', {
        project: project.id,
        kind: 'idea',
        text: `${FEEDBACK_TEXT} n°${n}`,
      })
      expect(answer.status).toBe(201)
    }
    const eleventh = await rest('POST', '/feedbacks', {
      project: project.id,
      kind: 'idea',
      text: `${FEEDBACK_TEXT} n°11`,
    })
    expect(eleventh.status).toBe(429)
    expect(messagesOf(eleventh)).toEqual([FEEDBACK_MESSAGES.tooManyFeedbacks])
    expect(await count({ project: { equals: project.id } })).toBe(10)
  })
})

describe('changing a feedback through REST', () => {
  it('its author rewords it within 15 minutes, not after', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const feedback = await feedbackBy(payload, author, project.id)
    const rest = await restAs(payload, author)
    const reworded = await rest('PATCH', `/feedbacks/${feedback.id}`, {
      text: `${FEEDBACK_TEXT} (précisé)`,
      kind: 'idea',
    })
    expect(reworded.status).toBe(200)
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString()
    await payload.db.updateOne({ collection: 'feedbacks', id: feedback.id, data: { createdAt: sixteenMinutesAgo } })
    const late = await rest('PATCH', `/feedbacks/${feedback.id}`, { text: `${FEEDBACK_TEXT} (encore)` })
    expect(late.status).toBe(403)
    expect(messagesOf(late)).toEqual([FEEDBACK_MESSAGES.editWindowOver])
    const stored = await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })
    expect(stored.text).toBe(`${FEEDBACK_TEXT} (précisé)`)
    expect(stored.kind).toBe('idea')
  })

  it('its author withdraws it, in the audit log; a withdrawn one changes no more', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const feedback = await feedbackBy(payload, author, project.id)
    const rest = await restAs(payload, author)
    expect((await rest('PATCH', `/feedbacks/${feedback.id}`, { status: 'withdrawn' })).status).toBe(200)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'feedbacks' } }, { target_id: { equals: String(feedback.id) } }] },
      depth: 0,
    })
    expect(audit.docs.map((entry) => [entry.action, entry.from, entry.to, entry.actor_member])).toEqual([
      ['feedback_withdrawn', 'visible', 'withdrawn', author.id],
    ])
    const again = await rest('PATCH', `/feedbacks/${feedback.id}`, { status: 'visible' })
    expect(messagesOf(again)).toEqual([FEEDBACK_MESSAGES.withdrawn])
    expect(await payload.count({ collection: 'feedbacks', where: { id: { equals: feedback.id } } })).toEqual({
      totalDocs: 1,
    })
  })

  it('other members cannot edit, withdraw or mark another’s feedback; nobody deletes one', async () => {
    const { project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, actors.owner, project.id)
    const rest = await restAs(payload, actors.other)
    for (const data of [{ text: `${FEEDBACK_TEXT} piraté` }, { status: 'withdrawn' }, { helpful: true }]) {
      const answer = await rest('PATCH', `/feedbacks/${feedback.id}`, data)
      expect(answer.status).toBe(403)
      expect(messagesOf(answer)).toEqual([FEEDBACK_MESSAGES.notYours])
    }
    expect((await rest('DELETE', `/feedbacks/${feedback.id}`)).status).toBe(403)
    const adminDelete = await (await restAs(payload, actors.admin))('DELETE', `/feedbacks/${feedback.id}`)
    expect(adminDelete.status).toBe(403)
    const stored = await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })
    expect([stored.text, stored.status, stored.helpful]).toEqual([feedback.text, 'visible', false])
  })

  it('an admin hides one only with a reason; nobody edits a hidden one, its author included', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active')
    const feedback = await feedbackBy(payload, author, project.id)
    const admin = await restAs(payload, actors.admin)
    const bare = await admin('PATCH', `/feedbacks/${feedback.id}`, { status: 'hidden' })
    expect(messagesOf(bare)).toEqual([FEEDBACK_MESSAGES.hideReasonRequired])
    const hidden = await admin('PATCH', `/feedbacks/${feedback.id}`, {
      status: 'hidden',
      hidden_reason: 'Propos blessants.',
    })
    expect(hidden.status).toBe(200)
    const authorRest = await restAs(payload, author)
    const edit = await authorRest('PATCH', `/feedbacks/${feedback.id}`, { text: `${FEEDBACK_TEXT} (retouché)` })
    expect(messagesOf(edit)).toEqual([FEEDBACK_MESSAGES.hidden])
    const reworded = await admin('PATCH', `/feedbacks/${feedback.id}`, { text: `${FEEDBACK_TEXT} (par l’équipe)` })
    expect(messagesOf(reworded)).toEqual([FEEDBACK_MESSAGES.hidden])
    // Shown again only as the undo of the hiding, within its window (moderation-undo-feedbacks).
    const db = await drizzleFor(payload)
    await db.execute(sql`
      update audit_log set created_at = now() - make_interval(secs => ${UNDO_WINDOW_SECONDS + 5})
      where target_collection = 'feedbacks' and target_id = ${String(feedback.id)}`)
    const unhide = await admin('PATCH', `/feedbacks/${feedback.id}`, { status: 'visible' })
    expect(messagesOf(unhide)).toEqual([UNDO_MESSAGES.expired])
    // Its author still reads it, with the reason; other members no longer do.
    const own = await authorRest('GET', `/feedbacks/${feedback.id}`)
    expect(own.body).toMatchObject({ status: 'hidden', hidden_reason: 'Propos blessants.' })
    expect((await (await restAs(payload, actors.other))('GET', `/feedbacks/${feedback.id}`)).status).toBe(404)
  })
})

describe('reading feedbacks', () => {
  it('active members read the visible ones; visitors and waitlist members none', async () => {
    const { project } = await feedbackProjectOf(payload)
    await feedbackBy(payload, actors.other, project.id)
    const query = `/feedbacks?where[project][equals]=${project.id}`
    expect(((await (await restAs(payload, actors.owner))('GET', query)).body.docs as unknown[]).length).toBe(1)
    for (const user of [undefined, actors.waitlist]) {
      const answer = await (await restAs(payload, user))('GET', query)
      expect(answer.body.docs ?? []).toEqual([])
    }
  })

  it('another member reads no author id over REST, nor finds feedbacks by author; the author reads her own', async () => {
    const { owner, project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Discrète')
    const feedback = await feedbackBy(payload, author, project.id)
    for (const reader of [owner, actors.other]) {
      const rest = await restAs(payload, reader)
      const list = await rest('GET', `/feedbacks?where[project][equals]=${project.id}`)
      const docs = list.body.docs as Record<string, unknown>[]
      expect(docs).toHaveLength(1)
      expect(docs[0]).not.toHaveProperty('author')
      expect((await rest('GET', `/feedbacks/${feedback.id}`)).body).not.toHaveProperty('author')
      const byAuthor = await rest('GET', `/feedbacks?where[author][equals]=${author.id}`)
      expect(byAuthor.body.docs ?? []).toEqual([])
    }
    const own = await (await restAs(payload, author))('GET', `/feedbacks/${feedback.id}?depth=0`)
    expect(own.body.author).toBe(author.id)
  })
})

describe('what the page, the dashboard and the digest show', () => {
  it('counts visible feedbacks only; lists open feedback projects with their counts, not closed ones', async () => {
    const { project } = await feedbackProjectOf(payload)
    const { project: closed } = await feedbackProjectOf(payload, { feedback_closed: true })
    await feedbackBy(payload, actors.other, project.id)
    const withdrawn = await feedbackBy(payload, actors.owner, project.id)
    await (
      await restAs(payload, actors.owner)
    )('PATCH', `/feedbacks/${withdrawn.id}`, { status: 'withdrawn' })
    expect(await visibleFeedbackCount(payload, project.id)).toBe(1)
    const requests = await openFeedbackRequests(payload, 100)
    expect(requests.find((request) => request.id === project.id)).toMatchObject({ feedbacks: 1 })
    expect(requests.some((request) => request.id === closed.id)).toBe(false)
  })

  it('a waitlist member’s side holds no feedback text; an active member’s does, with what is theirs', async () => {
    const { project } = await feedbackProjectOf(payload)
    const feedback = await feedbackBy(payload, actors.other, project.id)
    const stored = await payload.findByID({ collection: 'projects', id: project.id })
    expect((await feedbackSide(payload, actors.waitlist, stored)).feedbacks).toEqual([])
    const side = await feedbackSide(payload, actors.other, stored)
    expect(side.feedbacks).toMatchObject([{ id: feedback.id, mine: true, text: feedback.text }])
    expect(side.canWrite).toBe(true)
    expect((await feedbackSide(payload, actors.waitlist, stored)).canWrite).toBe(false)
  })
})
