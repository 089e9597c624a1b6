import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { submitApplication } from '@/apply/submitApplication'
import { invitationsSentThisSemester } from '@/referrals/invitationsSent'
import { inviteToTryb } from '@/referrals/invite'
import { createAccount } from '@/signup/createAccount'

import { createMember, uniqueEmail } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

const referralsOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'referrals',
      where: { member: { equals: memberId } },
      depth: 0,
      sort: 'createdAt',
    })
  ).docs

const creditsOf = async (memberId: number) =>
  (await payload.find({ collection: 'points-ledger', where: { member: { equals: memberId } }, depth: 0 })).docs

const invitationEmailTo = async (to: string) =>
  (await payload.find({ collection: 'payload-jobs', limit: 500, depth: 0 })).docs
    .map((job) => job.input as { to?: string; subject?: string; text?: string })
    .find((input) => input?.to === to)

let ips = 0
const application = (email: string) => ({
  last_name: 'Invitée',
  first_name: 'Zoé',
  email,
  linkedin_count: '650',
  project_url: 'https://zoe.fr',
  professional_status: 'Salarié·e',
  motivations: ['more_visibility'],
  accepts_charter: true,
})

describe('invitations', () => {
  it('answers the product’s messages and sends nothing on bad input', async () => {
    const member = await createMember(payload, 'active')
    expect(await inviteToTryb(payload, member, '  ')).toEqual({
      ok: false,
      title: 'Email requis',
      description: 'Veuillez entrer un email.',
    })
    expect(await inviteToTryb(payload, member, 'pas-une-adresse')).toMatchObject({
      ok: false,
      description: 'Adresse e-mail invalide.',
    })
    const other = await createMember(payload, 'waitlist')
    expect(await inviteToTryb(payload, member, other.email)).toMatchObject({ ok: false, title: 'Déjà membre' })
    const waitlist = await createMember(payload, 'waitlist')
    expect(await inviteToTryb(payload, waitlist, uniqueEmail('ami'))).toMatchObject({
      ok: false,
      title: 'Accès refusé',
    })
    expect(await referralsOf(member.id)).toHaveLength(0)
  })

  it('creates a pending referral and e-mails a link to /apply that carries it; the same address twice is refused', async () => {
    const member = await createMember(payload, 'active', 'Parrain')
    const email = uniqueEmail('filleule')
    expect(await inviteToTryb(payload, member, ` ${email.toUpperCase()} `)).toEqual({
      ok: true,
      title: 'Invitation envoyée',
      description: `Une invitation a été envoyée à ${email}.`,
    })
    const [referral] = await referralsOf(member.id)
    expect(referral).toMatchObject({ referee_email: email, status: 'pending' })
    const mail = await invitationEmailTo(email)
    expect(mail?.subject).toBe('Parrain t’invite à rejoindre la Tryb')
    const link = new URL(mail!.text!.match(/https?:\/\/\S+/)![0])
    expect(link.pathname).toBe('/apply')
    expect(link.searchParams.get('ref')).toBe(referral.code)
    expect(await inviteToTryb(payload, member, email)).toMatchObject({ ok: false, title: 'Déjà invitée' })
  })

  it('stops at the member’s quota for the semester, even when invitations race', async () => {
    const member = await payload.update({
      collection: 'members',
      id: (await createMember(payload, 'active')).id,
      data: { invites_quota: 3 },
    })
    const results = await Promise.all(
      Array.from({ length: 6 }, () => inviteToTryb(payload, member, uniqueEmail('course'))),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(3)
    expect(results.filter((result) => !result.ok).map((result) => result.description)).toEqual(
      Array(3).fill('Tu as déjà utilisé tes 3 invitations.'),
    )
    expect(await invitationsSentThisSemester(payload, member.id)).toBe(3)
  })
})

describe('referral lifecycle', () => {
  it('links the applicant who came through the link, then credits the referrer once when they become active', async () => {
    const referrer = await createMember(payload, 'active', 'Parrain')
    await inviteToTryb(payload, referrer, uniqueEmail('adresse-invitee'))
    const [referral] = await referralsOf(referrer.id)
    // The invitee applies with another address, through the invitation link.
    const applicantEmail = uniqueEmail('autre-adresse')
    expect(await submitApplication(payload, application(applicantEmail), `10.4.0.${++ips}`, referral.code)).toEqual({
      status: 'saved',
    })
    const applicant = (await payload.find({ collection: 'members', where: { email: { equals: applicantEmail } } }))
      .docs[0]
    expect((await referralsOf(referrer.id))[0]).toMatchObject({ referee: applicant.id, status: 'pending' })
    expect(await creditsOf(referrer.id)).toHaveLength(0)

    await payload.update({ collection: 'members', id: applicant.id, data: { status: 'active' } })
    expect((await referralsOf(referrer.id))[0].status).toBe('active')
    expect(await creditsOf(referrer.id)).toMatchObject([{ points: 10, reason: 'referral', source_type: 'referral' }])

    // Deactivated and reactivated: still one credit.
    await payload.update({ collection: 'members', id: applicant.id, data: { status: 'inactive' } })
    await payload.update({ collection: 'members', id: applicant.id, data: { status: 'active' } })
    expect(await creditsOf(referrer.id)).toHaveLength(1)
  })

  it('links a sign-up by the invited address', async () => {
    const referrer = await createMember(payload, 'active')
    const email = uniqueEmail('invitee')
    await inviteToTryb(payload, referrer, email)
    const result = await createAccount(
      payload,
      {
        first_name: 'Ines',
        last_name: 'Invitée',
        email,
        password: 'motdepasse1',
        confirmation: 'motdepasse1',
        project_url: 'https://ines.fr',
        accepts_charter: 'on',
      },
      `10.4.1.${++ips}`,
    )
    expect(result.ok).toBe(true)
    const invitee = (await payload.find({ collection: 'members', where: { email: { equals: email } } })).docs[0]
    expect((await referralsOf(referrer.id))[0]).toMatchObject({ referee: invitee.id, status: 'pending' })
  })
})
