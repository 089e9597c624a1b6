import { handleEndpoints, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES } from '@/auth/accountChange'
import { AUTH_MESSAGES } from '@/auth/messages'
import { signInWithPassword } from '@/auth/passwordLogin'
import { changePassword, confirmEmailChange, requestEmailChange } from '@/profile/accountChanges'
import { inviteToTryb } from '@/referrals/invite'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'

import { createMember, createStaff, TEST_PASSWORD, uniqueEmail, type SignedInMember } from '../helpers/actors'
import { emailsQueuedTo } from '../helpers/records'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

let clientCounter = 0
const freshIp = () => `10.91.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

/** A member signed in through the site's login: their token, and themselves as the server sees them. */
async function signedIn(member: SignedInMember) {
  const result = await signInWithPassword(payload, { email: member.email, password: TEST_PASSWORD, ip: freshIp() })
  if (!result.ok) throw new Error(result.message)
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${result.sessionToken}` }) })
  return { token: result.sessionToken, user: user as SignedInMember }
}

const authenticates = async (token: string) =>
  (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user?.id ?? null

async function restPatch(id: number, token: string, data: Record<string, unknown>) {
  const response = await handleEndpoints({
    config: payload.config,
    path: `/api/members/${id}`,
    request: new Request(`http://127.0.0.1:3000/api/members/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    }),
  })
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status, message: body.errors?.[0]?.message, body }
}

const stored = (id: number) => payload.findByID({ collection: 'members', id, depth: 0, showHiddenFields: true })

const emailsTo = (to: string) => emailsQueuedTo(payload, to)

const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/auth\/email-change\S*/)![0])

describe('a bare update of a member’s e-mail or password is refused', () => {
  it.each([
    ['password', { password: 'abc' }],
    ['email', { email: 'ailleurs@exemple.fr' }],
    ['both, beside a profile field', { bio: 'Nouvelle bio', email: 'ailleurs2@exemple.fr', password: 'abcdefgh1' }],
  ])('PATCH /api/members/{own id} with %s: 403 in French, nothing written', async (_, data) => {
    const member = await createMember(payload, 'active')
    const { token } = await signedIn(member)
    const before = await stored(member.id)
    const answer = await restPatch(member.id, token, data)
    expect(answer).toMatchObject({ status: 403, message: ACCOUNT_MESSAGES.throughProfile })
    expect(JSON.stringify(answer.body)).not.toMatch(/members|table/)
    expect(await stored(member.id)).toEqual(before)
    expect(
      await signInWithPassword(payload, { email: member.email, password: TEST_PASSWORD, ip: freshIp() }),
    ).toMatchObject({ ok: true })
  })

  it('through the Local API as the member too', async () => {
    const member = await createMember(payload, 'waitlist')
    await expect(
      payload.update({
        collection: 'members',
        id: member.id,
        data: { email: uniqueEmail('autre') },
        user: member,
        overrideAccess: false,
      }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.throughProfile)
    expect((await stored(member.id)).email).toBe(member.email)
  })

  it('a profile field alone still saves over REST', async () => {
    const member = await createMember(payload, 'active')
    const { token } = await signedIn(member)
    expect((await restPatch(member.id, token, { bio: 'Une bio' })).status).toBe(200)
  })
})

describe('Changer mon mot de passe', () => {
  it('needs the right current password: nothing changes, no e-mail', async () => {
    const member = await createMember(payload, 'active')
    const { user } = await signedIn(member)
    const values = { current: 'mauvais1', password: 'nouveau123', confirmation: 'nouveau123' }
    expect(await changePassword(payload, user, values, freshIp())).toMatchObject({
      ok: false,
      fieldErrors: { current: ACCOUNT_FORM_MESSAGES.currentWrong },
    })
    expect(await emailsTo(member.email)).toHaveLength(0)
  })

  it('applies the sign-up’s rule to the new one', async () => {
    const member = await createMember(payload, 'active')
    const { user } = await signedIn(member)
    const result = await changePassword(
      payload,
      user,
      { current: TEST_PASSWORD, password: 'abc', confirmation: 'abc' },
      freshIp(),
    )
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { password: 'Le mot de passe doit contenir au moins 8 caractères, une lettre et un chiffre.' },
    })
  })

  it('changes it, ends every other session, keeps this one and e-mails a notice', async () => {
    const member = await createMember(payload, 'active')
    const other = await signedIn(member)
    const current = await signedIn(member)
    const values = { current: TEST_PASSWORD, password: 'nouveau123', confirmation: 'nouveau123' }
    expect(await changePassword(payload, current.user, values, freshIp())).toEqual({
      ok: true,
      message: ACCOUNT_FORM_MESSAGES.passwordChanged,
    })
    expect(await authenticates(current.token)).toBe(member.id)
    expect(await authenticates(other.token)).toBeNull()
    expect((await stored(member.id)).sessions).toHaveLength(1)
    expect(
      await signInWithPassword(payload, { email: member.email, password: 'nouveau123', ip: freshIp() }),
    ).toMatchObject({ ok: true })
    expect((await emailsTo(member.email)).map((email) => email.subject)).toEqual([
      'Ton mot de passe Tryb a été modifié',
    ])
  })
})

describe('Changer mon e-mail', () => {
  it('changes the address only when the link sent to the new one is used', async () => {
    const member = await createMember(payload, 'active')
    const { user } = await signedIn(member)
    const next = uniqueEmail('nouvelle')
    expect(
      await requestEmailChange(payload, user, { email: ` ${next.toUpperCase()} `, current: TEST_PASSWORD }, freshIp()),
    ).toEqual({
      ok: true,
      message: ACCOUNT_FORM_MESSAGES.emailLinkSent(next),
    })
    expect((await stored(member.id)).email).toBe(member.email)
    const [notice] = await emailsTo(member.email)
    expect(notice.subject).toBe('Changement d’adresse e-mail demandé sur ton compte Tryb')
    const [link] = await emailsTo(next)
    const url = linkIn(link.text)
    expect(url.pathname).toBe('/auth/email-change')
    expect(await confirmEmailChange(payload, url.searchParams.get('token')!)).toBe(true)
    const changed = await stored(member.id)
    expect(changed.email).toBe(next)
    expect(changed.email_confirmed_at).toBeTruthy()
    expect(await confirmEmailChange(payload, url.searchParams.get('token')!)).toBe(false)
  })

  it('answers the same for an address another member has, sends it no link, and waits the cooldown', async () => {
    const member = await createMember(payload, 'active')
    const owner = await createMember(payload, 'active', 'Autre')
    const { user } = await signedIn(member)
    expect(await requestEmailChange(payload, user, { email: owner.email, current: TEST_PASSWORD }, freshIp())).toEqual({
      ok: true,
      message: ACCOUNT_FORM_MESSAGES.emailLinkSent(owner.email),
    })
    expect(await emailsTo(owner.email)).toHaveLength(0)
    const again = await requestEmailChange(
      payload,
      user,
      { email: uniqueEmail('encore'), current: TEST_PASSWORD },
      freshIp(),
    )
    expect(again.ok).toBe(false)
    expect(again.message).toMatch(/^Patiente \d+s avant un nouvel envoi\.$/)
    expect(AUTH_MESSAGES.cooldown(1)).toBe('Patiente 1s avant un nouvel envoi.')
    expect((await stored(member.id)).email).toBe(member.email)
  })
})

describe('no door tells who is a member faster than the rate limits', () => {
  it('the invitation answers "Déjà membre" only within the quota', async () => {
    const member = await createMember(payload, 'active', 'Parrain', { invites_quota: 0 })
    const other = await createMember(payload, 'waitlist')
    expect(await inviteToTryb(payload, member, other.email)).toMatchObject({ ok: false, title: 'Quota atteint' })
    expect(await inviteToTryb(payload, member, uniqueEmail('inconnu'))).toMatchObject({
      ok: false,
      title: 'Quota atteint',
    })
  })

  it('and at most 10 times a minute per member, whatever the addresses', async () => {
    const member = await createMember(payload, 'active', 'Curieux')
    const other = await createMember(payload, 'waitlist')
    for (let i = 0; i < 10; i++) await inviteToTryb(payload, member, other.email)
    expect(await inviteToTryb(payload, member, other.email)).toEqual({
      ok: false,
      title: 'Trop de demandes',
      description: AUTH_MESSAGES.tooManyRequests,
    })
    const { totalDocs } = await payload.count({ collection: 'referrals', where: { member: { equals: member.id } } })
    expect(totalDocs).toBe(0)
  })

  it('an admin giving a member an address already taken gets a French 409 that names no table', async () => {
    const admin = await createStaff(payload, 'admin')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: TEST_PASSWORD },
    })
    const member = await createMember(payload, 'active')
    const other = await createMember(payload, 'active')
    const answer = await restPatch(member.id, token!, { email: other.email })
    expect(answer).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.emailTaken })
    expect(JSON.stringify(answer.body)).not.toMatch(/members|table|unique/i)
    expect((await stored(member.id)).email).toBe(member.email)
  })
})
