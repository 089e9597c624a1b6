import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { submitApplication } from '@/apply/submitApplication'
import { changePassword, setFirstPassword } from '@/profile/accountChanges'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'

import { createMember, type SignedInMember } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { emailsQueuedTo } from './helpers/records'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * A password for every member: an applicant (who signs in by link) has none they know and sets a
 * first one on /profile without a current password; everyone else changes theirs with it.
 */

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

let counter = 0
async function applicant(): Promise<SignedInMember> {
  const email = `candidate.mdp.${Date.now()}.${++counter}@exemple.fr`
  const saved = await submitApplication(
    payload,
    {
      last_name: 'Martin',
      first_name: 'Léa',
      email,
      linkedin_url: 'https://www.linkedin.com/in/lea-martin',
      linkedin_count: '650',
      instagram_url: '',
      instagram_count: '',
      facebook_url: '',
      facebook_count: '',
      project_url: 'https://lea-compta.fr',
      professional_status: 'Salarié·e',
      motivations: ['more_visibility'],
      accepts_charter: true,
    },
    `10.60.0.${counter}`,
  )
  expect(saved).toEqual({ status: 'saved' })
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, depth: 0 })
  return { ...docs[0], collection: 'members' }
}

const queuedTo = (to: string) => emailsQueuedTo(payload, to)

const sessionsOf = async (id: number) =>
  (await payload.findByID({ collection: 'members', id, depth: 0, showHiddenFields: true })).sessions ?? []

const NEW = { current: '', password: 'Nouveau-mdp-1', confirmation: 'Nouveau-mdp-1' }

describe('has_password', () => {
  it('is false for an applicant, true for a member given a password, and no member can set it', async () => {
    const candidate = await applicant()
    expect(candidate.has_password).toBe(false)
    const member = await createMember(payload, 'active')
    expect(member.has_password).toBe(true)

    // Through REST the member may not change it.
    const patched = await restRequest(
      payload,
      'PATCH',
      `/members/${member.id}`,
      await authorizationOf(payload, member),
      { has_password: false },
    )
    expect(patched.status).toBeLessThan(500)
    expect((await payload.findByID({ collection: 'members', id: member.id, depth: 0 })).has_password).toBe(true)
  })
})

describe('"Définir un mot de passe"', () => {
  it('sets a first password without a current one, e-mails a notice, keeps the other sessions', async () => {
    const candidate = await applicant()
    // Two sessions of theirs (two devices signed in by link).
    await payload.db.updateOne({
      collection: 'members',
      id: candidate.id,
      data: {
        sessions: [
          {
            id: 'phone',
            createdAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
          {
            id: 'laptop',
            createdAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        ],
      },
      returning: false,
    })

    expect(await setFirstPassword(payload, candidate, { ...NEW, confirmation: 'autre' })).toMatchObject({
      ok: false,
      fieldErrors: { confirmation: expect.any(String) },
    })
    expect(
      await setFirstPassword(payload, candidate, { ...NEW, password: 'court', confirmation: 'court' }),
    ).toMatchObject({ ok: false, fieldErrors: { password: expect.any(String) } })
    expect(await setFirstPassword(payload, candidate, NEW)).toEqual({
      ok: true,
      message: ACCOUNT_FORM_MESSAGES.passwordSet,
    })

    const stored = await payload.findByID({ collection: 'members', id: candidate.id, depth: 0 })
    expect(stored.has_password).toBe(true)
    expect((await sessionsOf(candidate.id)).map((session) => session.id).sort()).toEqual(['laptop', 'phone'])
    expect((await queuedTo(candidate.email)).map((email) => email.subject)).toContain(
      'Un mot de passe a été défini pour ton compte Tryb',
    )
    const signedIn = await payload.login({
      collection: 'members',
      data: { email: candidate.email, password: NEW.password },
    })
    expect(signedIn.user?.id).toBe(candidate.id)
  })

  it('once a password exists, setting another asks for the current one', async () => {
    const candidate = await applicant()
    const [first, second] = await Promise.all([
      setFirstPassword(payload, candidate, NEW),
      setFirstPassword(payload, candidate, { ...NEW, password: 'Autre-mdp-2', confirmation: 'Autre-mdp-2' }),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    const refused = first.ok ? second : first
    expect(refused).toMatchObject({ fieldErrors: { current: ACCOUNT_FORM_MESSAGES.currentRequired } })

    const member = await createMember(payload, 'active')
    expect(await setFirstPassword(payload, member, NEW)).toMatchObject({ ok: false })
    expect(await changePassword(payload, member, { ...NEW, current: 'faux' }, '10.61.0.1')).toMatchObject({
      ok: false,
      fieldErrors: { current: ACCOUNT_FORM_MESSAGES.currentWrong },
    })
  })
})
