import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { type Actors } from '../helpers/actors'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/** Values of the wrong kind in fields a client may write: a French 400, never a 500, nothing written. */

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const fieldMessages = (body: { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }) =>
  (body.errors ?? []).flatMap((error) => [error.message, ...(error.data?.errors ?? []).map((field) => field.message)])

describe('points adjustments are bounded whole numbers', () => {
  it.each([1.5, 1e308, -20_000, Number.MAX_SAFE_INTEGER])('an admin adjusting by %s is refused', async (points) => {
    const before = await payload.count({ collection: 'points-ledger' })
    const answer = await restRequest(payload, 'POST', '/points-ledger', await authorizationOf(payload, actors.admin), {
      member: actors.owner.id,
      points,
      reason: 'adjustment',
      source_type: 'admin-adjustment',
    })
    expect(answer.status).toBe(400)
    // French thousands are set apart with a narrow no-break space.
    expect(fieldMessages(answer.body)).toContainEqual(
      expect.stringMatching(/^Indique un nombre entier entre -10\s000 et 10\s000\.$/),
    )
    expect(await payload.count({ collection: 'points-ledger' })).toEqual(before)
  })
})

describe('a member’s profile through REST with values of the wrong type', () => {
  it.each([
    ['a number for the first name', { first_name: 123 }, 'Ce champ attend du texte.'],
    ['a list for the bio', { bio: ['texte'] }, 'Ce champ attend du texte.'],
    ['an object for a link', { project_url: { href: 'https://x.fr' } }, 'Ce champ attend du texte.'],
    ['text for the sectors', { sectors: 'Design' }, 'Choisis tes secteurs dans la liste.'],
    ['a decimal audience', { linkedin_count: 2.5 }, 'Indique un nombre entier, 0 ou plus.'],
  ])('%s: a French 400, the profile unchanged', async (_, data, message) => {
    const before = await payload.findByID({ collection: 'members', id: actors.owner.id, depth: 0 })
    const answer = await restRequest(
      payload,
      'PATCH',
      `/members/${actors.owner.id}`,
      await authorizationOf(payload, actors.owner),
      data,
    )
    expect(answer.status).toBe(400)
    expect(fieldMessages(answer.body)).toContain(message)
    expect(answer.body.errors?.[0]?.message).toMatch(
      /^L(e champ suivant n’est|es champs suivants ne sont) pas valides?/,
    )
    const after = await payload.findByID({ collection: 'members', id: actors.owner.id, depth: 0 })
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})

describe('an upload that is not what it claims', () => {
  it('an avatar that is no image is refused with a French summary', async () => {
    const form = new FormData()
    form.append('file', new Blob(['pas une image'], { type: 'image/png' }), 'photo.png')
    const answer = await restRequest(payload, 'POST', '/avatars', await authorizationOf(payload, actors.owner), form)
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.message).toMatch(
      /^L(e champ suivant n’est|es champs suivants ne sont) pas valides?/,
    )
    expect(JSON.stringify(answer.body)).not.toMatch(/The following field/)
  })
})

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it('in a profile field: a French 400, nothing written', async () => {
    const answer = await restRequest(
      payload,
      'PATCH',
      `/members/${actors.owner.id}`,
      await authorizationOf(payload, actors.owner),
      { bio: 'Bonjour\u0000' },
    )
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Le texte envoyé contient un caractère interdit (NUL).' }] },
    })
  })

  it('in a sign-in: the usual wrong-credentials answer', async () => {
    for (const data of [
      { email: `${actors.owner.email}\u0000`, password: 'motdepasse1' },
      { email: actors.owner.email, password: 'motdepasse1\u0000' },
    ]) {
      const answer = await restRequest(payload, 'POST', '/members/login', undefined, data)
      expect(answer).toMatchObject({
        status: 401,
        body: { errors: [{ message: 'E-mail ou mot de passe incorrect.' }] },
      })
    }
  })
})
