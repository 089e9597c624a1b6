import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { createMember, uniqueEmail, type SignedInUser } from '../helpers/actors'
import { as, outcomeOf } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/** The admin panel's first-user screen, on a database with no staff account yet. */

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

const staffData = () => ({
  email: uniqueEmail('equipe'),
  password: 'motdepasse1',
  // What a crafted request would send; only an admin may choose roles.
  roles: ['marketing' as const],
})

describe('the first staff account', () => {
  let first: SignedInUser

  it('may be created by a visitor, and becomes an admin whatever roles it sends', async () => {
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    const created = await payload.create({
      collection: 'users',
      data: staffData(),
      ...as(undefined),
    })
    first = { ...created, collection: 'users' }
    expect(first.roles).toEqual(['admin'])
  })

  it('afterwards visitors and members can no longer create staff', async () => {
    const member = await createMember(payload, 'active', 'Curieux')
    for (const user of [undefined, member]) {
      expect(await outcomeOf(() => payload.create({ collection: 'users', data: staffData(), ...as(user) }))).toBe(
        'forbidden',
      )
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })

  it('the first admin creates the others, who get the role the admin chose', async () => {
    const second = await payload.create({ collection: 'users', data: staffData(), ...as(first) })
    expect(second.roles).toEqual(['marketing'])
  })
})
