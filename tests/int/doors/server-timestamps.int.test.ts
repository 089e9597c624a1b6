import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'

import { SERVER_TIMESTAMPS } from '../../../collections/serverTimestamps'
import { createMember, createProject, type Actors } from '../helpers/actors'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { feedbackBy, feedbackProjectOf } from '../feedbacks/helpers'

/**
 * `createdAt` and `updatedAt` are the server's: a member created a feedback "in 2099" and a declaration "in 2020",
 * and moved an hour-old feedback's `createdAt` to reopen its 15-minute edit window. Every collection and global of
 * the config, every door (REST, the Local API as a user), admins included.
 */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const FUTURE = '2099-01-01T00:00:00.000Z'
const PAST = '2020-01-01T00:00:00.000Z'
const forged = { createdAt: FUTURE, updatedAt: FUTURE }

/** Set by the server just now: within the minute of the test, not the date sent. */
const expectNow = (stamp: string | null | undefined, what: string) =>
  expect(Math.abs(Date.parse(stamp ?? '') - Date.now()), `${what}: ${stamp}`).toBeLessThan(60_000)

describe('every collection and global of the config', () => {
  it('lets nobody set createdAt or updatedAt, whoever asks', async () => {
    const askers = [undefined, actors.owner, actors.marketing, actors.admin]
    // `payload-kv` alone has no timestamps (Payload's key-value store).
    const entities = [
      ...payload.config.collections.filter((collection) => collection.timestamps !== false),
      ...payload.config.globals,
    ]
    expect(entities.length).toBeGreaterThan(30)
    for (const entity of entities) {
      for (const name of SERVER_TIMESTAMPS) {
        const field = entity.fields.find((candidate) => 'name' in candidate && candidate.name === name)
        expect(field, `${entity.slug}.${name}`).toBeDefined()
        const access = (field as { access?: Record<string, unknown> }).access ?? {}
        for (const operation of ['create', 'update'] as const) {
          const allowed = access[operation] as ((args: { req: Partial<PayloadRequest> }) => unknown) | undefined
          expect(allowed, `${entity.slug}.${name} ${operation}`).toBeTypeOf('function')
          for (const user of askers) {
            expect(await allowed!({ req: { user: user ?? null, payload } }), `${entity.slug}.${name}`).toBe(false)
          }
        }
      }
    }
  })

  it('over REST as an admin: a PATCH of any row of every collection and of every global keeps the server’s dates', async () => {
    // Rows in the collections members write to, besides the actors themselves.
    const { project } = await feedbackProjectOf(payload)
    await feedbackBy(payload, actors.other, project.id)
    const published = await createProject(payload, actors.owner, { status: 'published' })
    await payload.create({
      collection: 'declared-actions',
      data: {
        project: published.id,
        member: actors.other.id,
        action_type: 'like',
        url: 'https://www.linkedin.com/posts/a',
        status: 'pending',
      },
    })
    const authorization = await authorizationOf(payload, actors.admin)
    const db = await drizzleFor(payload)
    let tried = 0
    for (const collection of payload.config.collections) {
      if (collection.timestamps === false) continue
      const { docs } = await payload.find({ collection: collection.slug, limit: 1, depth: 0, pagination: false })
      const row = docs[0] as { id: number; createdAt: string } | undefined
      if (!row) continue
      tried++
      await restRequest(payload, 'PATCH', `/${collection.slug}/${row.id}`, authorization, forged)
      const table = collection.slug.replace(/-/g, '_')
      const { rows } = await db.execute(
        sql`select created_at, updated_at from ${sql.identifier(table)} where id = ${row.id}`,
      )
      const stored = rows[0] as { created_at: string; updated_at: string }
      expect(new Date(stored.created_at).toISOString(), collection.slug).toBe(new Date(row.createdAt).toISOString())
      expect(new Date(stored.updated_at).getUTCFullYear(), collection.slug).not.toBe(2099)
    }
    expect(tried).toBeGreaterThan(5)
    for (const global of payload.config.globals) {
      await restRequest(payload, 'POST', `/globals/${global.slug}`, authorization, forged)
      const saved = (await payload.findGlobal({ slug: global.slug, depth: 0 })) as { updatedAt?: string }
      expect(new Date(saved.updatedAt ?? 0).getUTCFullYear(), global.slug).not.toBe(2099)
    }
  })
})

describe('the attacks as they were found', () => {
  it('a member creates a feedback “in 2099” and a declaration “in 2020”, over REST: both dated now', async () => {
    const { project } = await feedbackProjectOf(payload)
    const member = await createMember(payload, 'active', 'Horloge')
    const authorization = await authorizationOf(payload, member)
    const feedback = await restRequest(payload, 'POST', '/feedbacks', authorization, {
      project: project.id,
      kind: 'blocks',
      text: 'Le formulaire se perd à la troisième page, je ne sais plus où j’en suis.',
      ...forged,
    })
    expect(feedback.status).toBe(201)
    const storedFeedback = await payload.findByID({
      collection: 'feedbacks',
      id: (feedback.body.doc as { id: number }).id,
      depth: 0,
    })
    expectNow(storedFeedback.createdAt, 'feedback createdAt')
    expectNow(storedFeedback.updatedAt, 'feedback updatedAt')

    const published = await createProject(payload, actors.owner, { status: 'published' })
    const declared = await restRequest(payload, 'POST', '/declared-actions', authorization, {
      project: published.id,
      action_type: 'comment',
      url: 'https://www.linkedin.com/posts/horloge-1',
      createdAt: PAST,
      updatedAt: PAST,
    })
    expect(declared.status).toBe(201)
    const storedAction = await payload.findByID({
      collection: 'declared-actions',
      id: (declared.body.doc as { id: number }).id,
      depth: 0,
    })
    expectNow(storedAction.createdAt, 'declaration createdAt')
    expectNow(storedAction.updatedAt, 'declaration updatedAt')
  })

  it('the author of an hour-old feedback moves its createdAt to now: the window stays closed', async () => {
    const { project } = await feedbackProjectOf(payload)
    const author = await createMember(payload, 'active', 'Retard')
    const feedback = await feedbackBy(payload, author, project.id)
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()
    // Written by the server: the feedback was sent an hour ago.
    await payload.update({ collection: 'feedbacks', id: feedback.id, data: { createdAt: anHourAgo } })
    const authorization = await authorizationOf(payload, author)
    await restRequest(payload, 'PATCH', `/feedbacks/${feedback.id}`, authorization, {
      createdAt: new Date().toISOString(),
    })
    const edit = await restRequest(payload, 'PATCH', `/feedbacks/${feedback.id}`, authorization, {
      text: 'Réécrit une heure plus tard, après avoir lu les autres retours.',
    })
    expect(edit.status).toBe(403)
    const stored = await payload.findByID({ collection: 'feedbacks', id: feedback.id, depth: 0 })
    expect(stored.createdAt).toBe(anHourAgo)
    expect(stored.text).toBe(feedback.text)
  })

  it('the Local API as a user (what pages and server actions call): the dates sent are dropped', async () => {
    const { project } = await feedbackProjectOf(payload)
    const member = await createMember(payload, 'active', 'Locale')
    const created = await payload.create({
      collection: 'feedbacks',
      data: {
        project: project.id,
        kind: 'blocks',
        text: 'Un retour écrit par la page, avec une date inventée par le client.',
        author: member.id,
        status: 'visible',
        ...forged,
      },
      user: { ...member, collection: 'members' },
      overrideAccess: false,
      depth: 0,
    })
    expectNow(created.createdAt, 'createdAt')
    const updated = await payload.update({
      collection: 'feedbacks',
      id: created.id,
      data: { createdAt: PAST },
      user: { ...member, collection: 'members' },
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.createdAt).toBe(created.createdAt)
  })
})
