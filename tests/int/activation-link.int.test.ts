import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signInWithMagicLink } from '@/auth/magicLink'

import { createMember, type Actors } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors
let adminAuth: string

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

beforeAll(async () => {
  adminAuth = await authorizationOf(payload, actors.admin)
})

/** The sign-in link of the acceptance e-mail to `to`, as the member reads it. */
async function activationLink(to: string) {
  const email = (await emailsQueuedTo(payload, to)).find((queued) => /ton compte est actif/.test(queued.subject))
  expect(email, 'the acceptance e-mail').toBeDefined()
  return new URL(email!.text.match(/https?:\/\/\S+\/auth\/callback\S*/)![0])
}

const accept = (id: number) => restRequest(payload, 'PATCH', `/members/${id}`, adminAuth, { status: 'active' })

describe('the acceptance e-mail signs the member in with one click', () => {
  it('carries a single-use sign-in link to /welcome, valid for days, that works once', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Accueillie')
    expect((await accept(applicant.id)).status).toBe(200)
    const link = await activationLink(applicant.email)
    expect(link.searchParams.get('next')).toBe('/welcome')
    const token = link.searchParams.get('token')!

    // Read days later, it still opens the account: its lifetime is the confirmation link's, not 15 minutes.
    const { docs } = await payload.find({
      collection: 'magic-link-tokens',
      where: { and: [{ member: { equals: applicant.id } }, { purpose: { equals: 'login' } }] },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(new Date(docs[0]!.expires_at).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000)

    const first = await signInWithMagicLink(payload, token)
    expect(first).toMatchObject({ ok: true, status: 'active', destination: { path: '/dashboard' } })
    // Single use: the same link a second time opens nothing.
    expect(await signInWithMagicLink(payload, token)).toEqual({ ok: false, destination: null })
  })

  it('is taken back when the acceptance is undone', async () => {
    const applicant = await createMember(payload, 'waitlist', 'Reprise')
    expect((await accept(applicant.id)).status).toBe(200)
    const token = (await activationLink(applicant.email)).searchParams.get('token')!
    const undone = await restRequest(payload, 'PATCH', `/members/${applicant.id}`, adminAuth, { status: 'waitlist' })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(await signInWithMagicLink(payload, token)).toEqual({ ok: false, destination: null })
  })
})
