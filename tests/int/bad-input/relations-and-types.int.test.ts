import type { Field, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { relationId } from '@/domain/relationId'

import { TYPE_MESSAGES, UNKNOWN_RELATION_MESSAGE } from '../../../collections/checkedData'
import { createProject, type Actors } from '../helpers/actors'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'
import { feedbackBy, feedbackProjectOf } from '../feedbacks/helpers'

/**
 * Forged bodies that reached the database or a hook: `{"project": -1}` on a declared action (a foreign-key
 * violation, 500 "An unknown error occurred."), `{"title": 123}` on the charter (`s.title.trim is not a function`,
 * 500). Every collection and global of the config, as an admin (who passes every access rule).
 */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

type Named = Field & { name: string; type: string; relationTo?: unknown; label?: unknown }
const topLevel = (fields: Field[]) => fields.filter((field): field is Named => 'name' in field && Boolean(field.name))
const errorsOf = (body: Record<string, unknown>) =>
  ((body.errors ?? []) as { message: string }[]).map((error) => error.message)

async function rows() {
  const { project } = await feedbackProjectOf(payload)
  await feedbackBy(payload, actors.other, project.id)
  const published = await createProject(payload, actors.owner, { status: 'published' })
  const action = await payload.create({
    collection: 'declared-actions',
    data: {
      project: published.id,
      member: actors.other.id,
      action_type: 'like',
      url: 'https://www.linkedin.com/posts/fk',
      status: 'pending',
    },
  })
  return { action }
}

describe('a relation to a document that does not exist', () => {
  it('an admin’s PATCH of a declared action with project -1 or 999999: 400 in French, nothing changed', async () => {
    const { action } = await rows()
    const authorization = await authorizationOf(payload, actors.admin)
    for (const project of [-1, 999_999]) {
      const answer = await restRequest(payload, 'PATCH', `/declared-actions/${action.id}`, authorization, { project })
      expect(answer.status, String(project)).toBe(400)
      expect(errorsOf(answer.body)).toEqual([UNKNOWN_RELATION_MESSAGE('Projet')])
    }
    const stored = await payload.findByID({ collection: 'declared-actions', id: action.id, depth: 0 })
    expect(stored.project).toBe(relationId(action.project))
  })

  it('any relation of any collection, set to -1 by an admin over REST: never a 500, the row unchanged', async () => {
    await rows()
    const authorization = await authorizationOf(payload, actors.admin)
    let tried = 0
    for (const collection of payload.config.collections) {
      const relations = topLevel(collection.fields).filter(
        (field) => (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string',
      )
      if (relations.length === 0) continue
      const { docs } = await payload.find({ collection: collection.slug, limit: 1, depth: 0, pagination: false })
      const row = docs[0] as unknown as Record<string, unknown> | undefined
      if (!row) continue
      for (const field of relations) {
        tried++
        const answer = await restRequest(payload, 'PATCH', `/${collection.slug}/${String(row.id)}`, authorization, {
          [field.name]: -1,
        })
        expect(answer.status, `${collection.slug}.${field.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(500)
        const after = (await payload.findByID({
          collection: collection.slug,
          id: row.id as number,
          depth: 0,
        })) as unknown as Record<string, unknown>
        expect(after[field.name] ?? null, `${collection.slug}.${field.name}`).toEqual(row[field.name] ?? null)
      }
    }
    expect(tried).toBeGreaterThan(5)
  })
})

describe('a value of the wrong type', () => {
  it('the charter saved with a number for its title: 400 in French', async () => {
    const authorization = await authorizationOf(payload, actors.admin)
    const answer = await restRequest(payload, 'POST', '/globals/charter', authorization, { title: 123 })
    expect(answer.status).toBe(400)
    const [error] = answer.body.errors as { message: string; data?: { errors?: { path: string; message: string }[] } }[]
    expect(error.message).toMatch(/^Le champ suivant n’est pas valide/)
    expect(error.data?.errors).toEqual([{ path: 'title', message: TYPE_MESSAGES.text }])
  })

  it('every text, number and checkbox field of every global and collection, given an object: never a 500', async () => {
    await rows()
    const authorization = await authorizationOf(payload, actors.admin)
    const forged = { nested: [1] }
    const typed = (fields: Field[]) =>
      topLevel(fields).filter((field) =>
        ['text', 'textarea', 'email', 'number', 'checkbox', 'select'].includes(field.type),
      )
    for (const global of payload.config.globals) {
      for (const field of typed(global.fields)) {
        const answer = await restRequest(payload, 'POST', `/globals/${global.slug}`, authorization, {
          [field.name]: forged,
        })
        expect(answer.status, `${global.slug}.${field.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(500)
      }
    }
    for (const collection of payload.config.collections) {
      const { docs } = await payload.find({ collection: collection.slug, limit: 1, depth: 0, pagination: false })
      const row = docs[0] as { id: number } | undefined
      if (!row) continue
      for (const field of typed(collection.fields)) {
        const answer = await restRequest(payload, 'PATCH', `/${collection.slug}/${row.id}`, authorization, {
          [field.name]: forged,
        })
        expect(answer.status, `${collection.slug}.${field.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(500)
      }
    }
  })
})
