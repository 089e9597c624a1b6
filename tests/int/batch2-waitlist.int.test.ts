import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ALREADY_LISTED, addToBatch2List } from '@/batch2List/addToBatch2List'

import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

/** Each attempt from its own client address, so the per-client limit stays out of the way. */
let clients = 0
const nextIp = () => `10.7.0.${++clients}`

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const listed = async () =>
  (await payload.find({ collection: 'batch2-waitlist', sort: 'email', limit: 100 })).docs.map(({ email, consent }) => ({
    email,
    consent,
  }))

describe('the Batch 2 waiting list', () => {
  it('records a valid address with its consent, lower-cased, and creates no member', async () => {
    const members = (await payload.count({ collection: 'members' })).totalDocs
    expect(await addToBatch2List(payload, form({ email: ' Nina@Exemple.FR ', consent: 'on' }), nextIp())).toEqual({
      status: 'joined',
    })
    expect(await listed()).toEqual([{ email: 'nina@exemple.fr', consent: true }])
    expect((await payload.count({ collection: 'members' })).totalDocs).toBe(members)
  })

  it('refuses the same address twice, whatever its case, and stores it once', async () => {
    expect(await addToBatch2List(payload, form({ email: 'NINA@exemple.fr', consent: 'on' }), nextIp())).toEqual({
      status: 'invalid',
      email: 'NINA@exemple.fr',
      fieldErrors: { email: ALREADY_LISTED },
    })
    expect(await listed()).toEqual([{ email: 'nina@exemple.fr', consent: true }])
  })

  it('gives back what was typed with French errors, and stores nothing', async () => {
    expect(await addToBatch2List(payload, form({ email: 'pas-une-adresse' }), nextIp())).toEqual({
      status: 'invalid',
      email: 'pas-une-adresse',
      fieldErrors: {
        email: 'Cette adresse e-mail n’est pas valide.',
        consent: 'Coche la case pour accepter d’être prévenu·e.',
      },
    })
    expect(await addToBatch2List(payload, form({ consent: 'on' }), nextIp())).toMatchObject({
      fieldErrors: { email: 'Indique ton adresse e-mail.' },
    })
    expect(await listed()).toHaveLength(1)
  })

  it('many sign-ups of one new address at once store it once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        addToBatch2List(payload, form({ email: 'zoe@exemple.fr', consent: 'on' }), nextIp()),
      ),
    )
    expect(results.filter((result) => result.status === 'joined')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'invalid')).toHaveLength(7)
    expect((await listed()).filter(({ email }) => email === 'zoe@exemple.fr')).toHaveLength(1)
  })

  it('limits one client to 5 sign-ups a minute', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push(await addToBatch2List(payload, form({ email: `flot${i}@exemple.fr`, consent: 'on' }), '10.7.9.9'))
    }
    expect(answers.slice(0, 5).every((answer) => answer.status === 'joined')).toBe(true)
    expect(answers[5]).toMatchObject({ status: 'invalid', message: 'Trop de demandes. Réessaie dans une minute.' })
  })
})
