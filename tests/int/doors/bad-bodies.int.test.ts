import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMember, type SignedInMember } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * A body that is no object of fields — `null`, a string, a list, broken JSON — on every
 * collection a member may write: a French 400, never Payload's 500, and nothing written.
 */

let payload: Payload
let member: SignedInMember
let authorization: string

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  member = await createMember(payload, 'active')
  authorization = await authorizationOf(payload, member)
})

const WRITES: Array<[method: 'POST' | 'PATCH', path: () => string, collection: string]> = [
  ['POST', () => '/api/projects', 'projects'],
  ['POST', () => '/api/votes', 'votes'],
  ['POST', () => '/api/declared-actions', 'declared-actions'],
  ['POST', () => '/api/referrals', 'referrals'],
  ['POST', () => '/api/project-reports', 'project-reports'],
  ['PATCH', () => `/api/members/${member.id}`, 'members'],
]

const NOT_AN_OBJECT = 'Le contenu envoyé doit être un objet JSON : des champs et leurs valeurs.'
const JSON_TYPE = 'application/json'

const BODIES: Array<[label: string, raw: string, contentType: string, message: string]> = [
  ['null', 'null', JSON_TYPE, NOT_AN_OBJECT],
  ['a string', '"pas un objet"', JSON_TYPE, NOT_AN_OBJECT],
  ['a list', '[1, 2]', JSON_TYPE, NOT_AN_OBJECT],
  ['a number', '42', JSON_TYPE, NOT_AN_OBJECT],
  ['broken JSON', '{"title": ', JSON_TYPE, 'Le contenu envoyé n’est pas un JSON valide.'],
  ['plain text', 'bonjour', 'text/plain', NOT_AN_OBJECT],
]

describe.each(WRITES)('%s %s', (method, path, collection) => {
  it.each(BODIES)('with %s: a French 400 and nothing written', async (_, raw, contentType, message) => {
    const slug = collection as 'projects'
    const before = await payload.count({ collection: slug })
    const { docs: beforeMember } = await payload.find({ collection: 'members', where: { id: { equals: member.id } } })
    const response = await handleEndpoints({
      config: payload.config,
      path: path(),
      request: new Request(`http://127.0.0.1:3000${path()}`, {
        method,
        headers: { Authorization: authorization, 'Content-Type': contentType },
        body: raw,
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ message }] })
    expect(await payload.count({ collection: slug })).toEqual(before)
    const { docs: afterMember } = await payload.find({ collection: 'members', where: { id: { equals: member.id } } })
    expect(afterMember[0].updatedAt).toBe(beforeMember[0].updatedAt)
  })
})
