import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { submitApplication } from '@/apply/submitApplication'
import { CHARTER_MESSAGES, charterSections } from '@/domain/charter'
import { acceptCharter } from '@/members/acceptCharter'
import { createAccount } from '@/signup/createAccount'

import {
  createMember,
  createStaff,
  submittedContent,
  uniqueEmail,
  type SignedInMember,
  type SignedInUser,
} from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let marketing: SignedInUser
let admin: SignedInUser
let clients = 0
const nextIp = () => `10.31.${Math.floor(clients / 250)}.${++clients % 250}`

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  marketing = await createStaff(payload, 'marketing')
  admin = await createStaff(payload, 'admin')
})

const charterNow = () => payload.findGlobal({ slug: 'charter', depth: 0 })
const memberById = (id: number) => payload.findByID({ collection: 'members', id, depth: 0 })
const secondsAgo = (iso: string | null | undefined) => (Date.now() - new Date(iso ?? 0).getTime()) / 1000

/** The marketing team publishes a new text through REST, as the admin's edit screen does. */
async function publishNewVersion() {
  const { sections } = await charterNow()
  const changed = sections.map((section, index) =>
    index === 1 ? { ...section, body: `${section.body}\n\nPrécision du ${Date.now()}.` } : section,
  )
  const saved = await restRequest(payload, 'POST', '/globals/charter', await authorizationOf(payload, marketing), {
    sections: changed,
    change: 'new_version',
    change_summary: 'Une précision sur la confidentialité.',
  })
  expect(saved.status).toBe(200)
  return charterNow()
}

/** A member who accepted the version in force, as after a sign-up. */
async function memberWithCharter(): Promise<SignedInMember> {
  const member = await createMember(payload, 'active', 'Charlotte')
  const { version } = await charterNow()
  await payload.update({ collection: 'members', id: member.id, data: { charter_version: version }, user: member })
  return { ...(await memberById(member.id)), collection: 'members' }
}

describe('each acceptance stores the version in force and its date', () => {
  it('at sign-up', async () => {
    const { version } = await charterNow()
    const email = uniqueEmail('charte-inscription')
    const result = await createAccount(
      payload,
      {
        first_name: 'Nina',
        last_name: 'Durand',
        email,
        password: 'motdepasse1',
        confirmation: 'motdepasse1',
        project_url: 'https://nina.fr',
        accepts_charter: 'on',
      },
      nextIp(),
    )
    expect(result.ok).toBe(true)
    const [member] = (await payload.find({ collection: 'members', where: { email: { equals: email } } })).docs
    expect(member.charter_version).toBe(version)
    expect(secondsAgo(member.charter_accepted_at)).toBeLessThan(60)
  })

  it('in the application', async () => {
    const { version } = await charterNow()
    const email = uniqueEmail('charte-candidature')
    const saved = await submitApplication(
      payload,
      {
        last_name: 'Martin',
        first_name: 'Léa',
        email,
        linkedin_url: 'https://www.linkedin.com/in/lea-martin',
        linkedin_count: '650',
        project_url: 'https://lea-compta.fr',
        professional_status: 'Salarié·e',
        motivations: ['more_visibility'],
        accepts_charter: true,
        // Forged: the server stamps its own.
        charter_version: 999,
        charter_accepted_at: '2001-01-01T00:00:00.000Z',
      },
      nextIp(),
    )
    expect(saved).toEqual({ status: 'saved' })
    const [member] = (await payload.find({ collection: 'members', where: { email: { equals: email } } })).docs
    expect(member.charter_version).toBe(version)
    expect(secondsAgo(member.charter_accepted_at)).toBeLessThan(60)
  })

  it('on the project with its submission commitment, whatever the body says', async () => {
    const owner = await createMember(payload, 'active', 'Porteuse')
    const { version } = await charterNow()
    const project = await payload.create({
      collection: 'projects',
      data: {
        title: 'Projet avec charte',
        summary: 'Un résumé de projet suffisamment long pour passer la validation.',
        request_type: 'visibility',
        primary_target: 'Solopreneurs',
        ...(await submittedContent(payload, owner, 'visibility')),
        charter_version: 999,
        charter_accepted_at: '2001-01-01T00:00:00.000Z',
      } as RequiredDataFromCollectionSlug<'projects'>,
      user: owner,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })
    expect(stored.charter_version).toBe(version)
    expect(secondsAgo(stored.charter_accepted_at)).toBeLessThan(60)

    // Fixed once sent: an owner's later edit cannot move it.
    await payload
      .update({
        collection: 'projects',
        id: project.id,
        data: { charter_version: 1 },
        user: owner,
        overrideAccess: false,
      })
      .catch(() => null)
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0 })).charter_version).toBe(version)
  })
})

describe('a new version of the charter', () => {
  it('is published by a changed text, not by a changed contact', async () => {
    const before = await charterNow()
    const authorization = await authorizationOf(payload, marketing)
    const contactOnly = await restRequest(payload, 'POST', '/globals/charter', authorization, {
      contact_text: `Écris-nous ${Date.now()}`,
      // Forged: the version is the server's.
      version: 50,
    })
    expect(contactOnly.status).toBe(200)
    expect((await charterNow()).version).toBe(before.version)

    const after = await publishNewVersion()
    expect(after.version).toBe(before.version + 1)
    expect(secondsAgo(after.last_updated)).toBeLessThan(60)
    // The dialogs' chapters are parts of the same text.
    expect(after.version_summary).toBe('Une précision sur la confidentialité.')
    // The dialogs' chapters are parts of the same text, numbered as on /charte.
    const figures = { campaign_price: 100, active_threshold: 78 }
    expect(charterSections(after.sections, figures, 'signup').map((s) => `${s.number}. ${s.key}`)).toEqual([
      '2. confidentialite',
      '3. respect',
      '4. entraide',
    ])
    expect(charterSections(after.sections, figures, 'apply').map((s) => s.key)).toContain('entraide')
  })

  it('is chosen when the text changes: a correction keeps the version, a new version needs its summary', async () => {
    const authorization = await authorizationOf(payload, marketing)
    const before = await charterNow()
    const edited = (stamp: string) => ({
      intro: `${before.intro} ${stamp}`,
    })
    // No choice: refused in French, nothing stored.
    const unsaid = await restRequest(payload, 'POST', '/globals/charter', authorization, edited('sans choix'))
    expect(unsaid.status).toBe(400)
    expect(JSON.stringify(unsaid.body)).toContain(CHARTER_MESSAGES.changeKindMissing)
    expect((await charterNow()).intro).toBe(before.intro)
    // A new version without its summary: refused too.
    const unsummed = await restRequest(payload, 'POST', '/globals/charter', authorization, {
      ...edited('sans résumé'),
      change: 'new_version',
    })
    expect(unsummed.status).toBe(400)
    expect(JSON.stringify(unsummed.body)).toContain(CHARTER_MESSAGES.summaryMissing)
    // A correction: saved, the version and its summary stay, nobody accepts again.
    const corrected = await restRequest(payload, 'POST', '/globals/charter', authorization, {
      ...edited('corrigée'),
      change: 'correction',
      change_summary: 'Ignoré pour une correction',
    })
    expect(corrected.status).toBe(200)
    const after = await charterNow()
    expect(after.intro).toBe(`${before.intro} corrigée`)
    expect(after.version).toBe(before.version)
    expect(after.version_summary).toBe(before.version_summary)
    expect(after.last_updated).toBe(before.last_updated)
    // The summary is the server's to write: a forged one is ignored.
    const forged = await restRequest(payload, 'POST', '/globals/charter', authorization, {
      version_summary: 'Forgé',
    })
    expect(forged.status).toBe(200)
    expect((await charterNow()).version_summary).toBe(before.version_summary)
  })

  it('is accepted by the member, for themselves, and only the version in force', async () => {
    const member = await memberWithCharter()
    const other = await memberWithCharter()
    const { version } = await publishNewVersion()
    const mine = await authorizationOf(payload, member)
    const patch = (id: number, body: Record<string, unknown>, authorization = mine) =>
      restRequest(payload, 'PATCH', `/members/${id}`, authorization, body)

    // A version that does not exist, and an older one: refused in French, nothing stored.
    for (const forged of [version + 1, version - 2]) {
      const refused = await patch(member.id, { charter_version: forged })
      expect(refused.status).toBe(400)
      expect(refused.body.errors?.[0]?.message).toBe(CHARTER_MESSAGES.notCurrent)
    }
    // A date alone is the server's: ignored.
    expect((await patch(member.id, { charter_accepted_at: '2030-01-01T00:00:00.000Z' })).status).toBe(200)
    // Someone else's acceptance: another member is refused, an admin's value is ignored.
    expect((await patch(other.id, { charter_version: version })).status).toBe(403)
    const byAdmin = await patch(other.id, { charter_version: version }, await authorizationOf(payload, admin))
    expect(byAdmin.status).toBe(200)
    expect((await memberById(other.id)).charter_version).toBe(version - 1)
    const unchanged = await memberById(member.id)
    expect(unchanged.charter_version).toBe(version - 1)
    expect(unchanged.charter_accepted_at).toBe(member.charter_accepted_at)

    // The member's own acceptance of the version in force.
    const accepted = await patch(member.id, { charter_version: version })
    expect(accepted.status).toBe(200)
    const stored = await memberById(member.id)
    expect(stored.charter_version).toBe(version)
    expect(secondsAgo(stored.charter_accepted_at)).toBeLessThan(60)
  })

  it('is accepted from the page asking for it (the same rule)', async () => {
    const member = await memberWithCharter()
    const { version } = await publishNewVersion()
    expect(await acceptCharter(payload, member, version + 5)).toEqual({
      ok: false,
      message: CHARTER_MESSAGES.notCurrent,
    })
    expect(await acceptCharter(payload, member, version)).toEqual({ ok: true, message: CHARTER_MESSAGES.accepted })
    expect((await memberById(member.id)).charter_version).toBe(version)
  })
})
