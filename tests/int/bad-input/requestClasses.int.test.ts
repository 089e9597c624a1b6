import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type * as RestRoute from '@/app/(payload)/api/[...slug]/route'

import { createActors, createProject, type Actors } from '../helpers/actors'
import { authorizationOf } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * The classes of malformed REST requests that answered 500, or answered in English, each as a
 * visitor, a member and an admin where it applies: a French 4xx, nothing changed.
 */

let payload: Payload
let actors: Actors
let route: typeof RestRoute
let projectId: number
const auth: Record<'owner' | 'admin', string> = { owner: '', admin: '' }

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  actors = await createActors(payload)
  auth.owner = await authorizationOf(payload, actors.owner)
  auth.admin = await authorizationOf(payload, actors.admin)
  projectId = (await createProject(payload, actors.owner, { status: 'pending' })).id
  route = await import('@/app/(payload)/api/[...slug]/route')
})

const ENGLISH =
  /\b(missing|token|no user|incorrect|cannot be queried|the following|invalid|not allowed|went wrong|unknown)\b/i

async function send(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: string; contentType?: string; authorization?: string } = {},
) {
  const headers = new Headers({ 'Content-Type': options.contentType ?? 'application/json' })
  if (options.authorization) headers.set('Authorization', options.authorization)
  const url = `http://127.0.0.1/api/${path}`
  const slug = new URL(url).pathname.split('/').slice(2).map(decodeURIComponent)
  const response = await route[method](new Request(url, { method, headers, body: options.body }), {
    params: Promise.resolve({ slug }),
  })
  const body = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
  return { status: response.status, messages: (body.errors ?? []).map((error) => error.message) }
}

/** A French 4xx with `message`. */
function expectFrench(answer: { status: number; messages: string[] }, status: number, message: string) {
  expect(answer).toEqual({ status, messages: [message] })
  expect(answer.messages.join(' ')).not.toMatch(ENGLISH)
}

const memberRow = () => payload.findByID({ collection: 'members', id: actors.owner.id, depth: 0 })

describe('REST requests that answered 500', () => {
  it('multipart without a boundary, or cut short, on a collection without uploads', async () => {
    const before = await payload.count({ collection: 'projects' })
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zz']) {
      const answer = await send('POST', 'projects', {
        contentType,
        body: '--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":',
        authorization: auth.owner,
      })
      expectFrench(answer, 400, 'Le formulaire envoyé n’est pas lisible.')
    }
    expect(await payload.count({ collection: 'projects' })).toEqual(before)
  })

  it.each(['visitor', 'owner', 'admin'] as const)('POST /api/users/verify/{token} as %s', async (actor) => {
    const answer = await send('POST', 'users/verify/abc', {
      body: '{}',
      authorization: actor === 'visitor' ? undefined : auth[actor],
    })
    expectFrench(answer, 403, 'Ce lien de vérification n’est pas valide.')
  })

  it('an e-mail sent as an object, to members and users', async () => {
    const before = await memberRow()
    expectFrench(
      await send('PATCH', `members/${actors.owner.id}`, { body: '{"email":{"$ne":1}}', authorization: auth.owner }),
      400,
      'L’adresse e-mail doit être du texte.',
    )
    expect((await memberRow()).updatedAt).toBe(before.updatedAt)
    const users = await payload.count({ collection: 'users' })
    expectFrench(
      await send('POST', 'users', { body: '{"email":{"$ne":1},"password":"motdepasse1"}', authorization: auth.admin }),
      400,
      'L’adresse e-mail doit être du texte.',
    )
    expect(await payload.count({ collection: 'users' })).toEqual(users)
  })

  it.each([123, { $ne: 1 }, [1]])('a password sent as %j, creating a staff account or changing one', async (value) => {
    const users = await payload.count({ collection: 'users' })
    expectFrench(
      await send('POST', 'users', {
        body: JSON.stringify({ email: 'nouveau@exemple.fr', password: value }),
        authorization: auth.admin,
      }),
      400,
      'Le mot de passe doit être du texte.',
    )
    expect(await payload.count({ collection: 'users' })).toEqual(users)
    const hashOf = async () =>
      (await payload.db.drizzle.execute<{ hash: string }>(sql`select hash from users where id = ${actors.admin.id}`))
        .rows[0].hash
    const hash = await hashOf()
    expectFrench(
      await send('PATCH', `users/${actors.admin.id}`, {
        body: JSON.stringify({ password: value }),
        authorization: auth.admin,
      }),
      400,
      'Le mot de passe doit être du texte.',
    )
    expect(await hashOf()).toBe(hash)
  })

  it('a project title sent as a number', async () => {
    const before = await payload.count({ collection: 'projects' })
    const answer = await send('POST', 'projects', {
      body: JSON.stringify({ title: 123, request_type: 'feedback', summary: 'Un résumé assez long pour passer.' }),
      authorization: auth.owner,
    })
    expect(answer.status).toBe(400)
    expect(answer.messages.join(' ')).not.toMatch(ENGLISH)
    expect(await payload.count({ collection: 'projects' })).toEqual(before)
  })
})

describe('malformed bodies that were accepted', () => {
  it('a PATCH whose body is a list changes nothing', async () => {
    const before = await memberRow()
    for (const path of [`members/${actors.owner.id}`, `projects/${projectId}`]) {
      expectFrench(
        await send('PATCH', path, { body: '[]', authorization: auth.owner }),
        400,
        'Le contenu envoyé doit être un objet JSON : des champs et leurs valeurs.',
      )
    }
    expect((await memberRow()).updatedAt).toBe(before.updatedAt)
  })

  it.each(['a\ud800b', 'x\udc00', '\udfff\ud83d'])('a name with a lone surrogate (%j) is refused', async (name) => {
    const before = await memberRow()
    expectFrench(
      await send('PATCH', `members/${actors.owner.id}`, {
        body: JSON.stringify({ first_name: name }),
        authorization: auth.owner,
      }),
      400,
      'Le texte envoyé contient un caractère invalide (il n’est pas en Unicode valide).',
    )
    expect((await memberRow()).first_name).toBe(before.first_name)
  })

  it('a name with a whole emoji (a surrogate pair) is stored', async () => {
    const answer = await send('PATCH', `members/${actors.owner.id}`, {
      body: JSON.stringify({ first_name: 'Olivia 🚀' }),
      authorization: auth.owner,
    })
    expect(answer.status).toBe(200)
    expect((await memberRow()).first_name).toBe('Olivia 🚀')
  })
})

describe('Payload’s refusals in English, now in French', () => {
  it.each([
    ['users/forgot-password', '{}', undefined, 400, 'Indique une adresse e-mail.'],
    ['users/unlock', '{}', 'admin', 400, 'Indique une adresse e-mail.'],
    [
      'users/reset-password',
      '{"token":"x","password":"motdepasse12"}',
      undefined,
      403,
      'Ce lien n’est pas valide ou a expiré.',
    ],
    ['users/logout', '{}', undefined, 400, 'Aucune session n’est ouverte.'],
    ['users/logout', '{}', 'owner', 403, 'Cette session n’est pas celle d’un compte de ce type.'],
    ['users/refresh-token', '{}', 'owner', 403, 'Cette session n’est pas celle d’un compte de ce type.'],
  ] as const)('POST /api/%s', async (path, body, actor, status, message) => {
    expectFrench(await send('POST', path, { body, authorization: actor ? auth[actor] : undefined }), status, message)
  })

  it('a staff account without a password: "The following field is invalid: password", in French', async () => {
    const users = await payload.count({ collection: 'users' })
    const answer = await send('POST', 'users', {
      body: JSON.stringify({ email: 'sans-mot-de-passe@exemple.fr', password: '' }),
      authorization: auth.admin,
    })
    expectFrench(answer, 400, 'Un champ envoyé n’est pas valide.')
    expect(await payload.count({ collection: 'users' })).toEqual(users)
  })

  it.each([
    ['projects?where[owner][equals]=1', undefined],
    ['members?where[hash][equals]=1&limit=1', 'owner'],
  ] as const)('a refused query: GET /api/%s', async (path, actor) => {
    const answer = await send('GET', path, { authorization: actor ? auth[actor] : undefined })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.messages.join(' ')).not.toMatch(ENGLISH)
  })

  it('the path a visitor may not filter on names the refusal in French', async () => {
    expectFrench(
      await send('GET', 'projects?where[owner][equals]=1'),
      400,
      'Ce filtre porte sur un champ que tu ne peux pas lire.',
    )
  })
})
