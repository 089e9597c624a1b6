import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { signInWithMagicLink } from '@/auth/magicLink'
import { sessionIdOf } from '@/auth/memberSession'
import { signInWithPassword } from '@/auth/passwordLogin'
import { createToken } from '@/auth/tokens'
import { drizzleFor } from '@/db/drizzleFor'
import { RECENT_SIGN_IN_MINUTES } from '@/domain/auth/reauthentication'
import { requestEmailChange } from '@/profile/accountChanges'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'

import { createMember, TEST_PASSWORD, uniqueEmail, type SignedInMember } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * "Changer mon e-mail" (the server action's module, the only maker of an e-mail-change link; a
 * REST PATCH of `email` is refused, `account.int.test.ts`) asks the member to prove who they are
 * again: the current password, or a magic-link sign-in less than ten minutes old. A session alone
 * — borrowed, stolen, or opened by password long ago — sends no link and no notice.
 */

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

let clientCounter = 0
const freshIp = () => `10.92.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

const asServerSees = async (token: string) =>
  (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user as SignedInMember

async function passwordSession(member: SignedInMember) {
  const result = await signInWithPassword(payload, { email: member.email, password: TEST_PASSWORD, ip: freshIp() })
  if (!result.ok) throw new Error(result.message)
  return asServerSees(result.sessionToken)
}

async function magicLinkSession(member: SignedInMember) {
  const result = await signInWithMagicLink(payload, await createToken(payload, member.id, 'login'))
  if (!result.ok) throw new Error('magic link refused')
  return asServerSees(result.sessionToken)
}

/** What an e-mail change would have left behind: links made, and mail queued to either address. */
async function traces(member: SignedInMember, next: string) {
  const links = await payload.count({
    collection: 'magic-link-tokens',
    where: { and: [{ member: { equals: member.id } }, { purpose: { equals: 'email-change' } }] },
  })
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    depth: 0,
  })
  const mail = docs.filter((job) => [member.email, next].includes((job.input as { to: string }).to))
  return { links: links.totalDocs, mail: mail.length }
}

describe('with a session opened by password', () => {
  it('no password: refused in French, no link, no notice', async () => {
    const member = await createMember(payload, 'active')
    const user = await passwordSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next }, freshIp())).toEqual({
      ok: false,
      message: ACCOUNT_FORM_MESSAGES.reauthenticate,
      fieldErrors: { current: ACCOUNT_FORM_MESSAGES.reauthenticate },
    })
    expect(await traces(member, next)).toEqual({ links: 0, mail: 0 })
  })

  it('a wrong password: refused, and counted like a wrong login', async () => {
    const member = await createMember(payload, 'active')
    const user = await passwordSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next, current: 'pas-le-bon1' }, freshIp())).toEqual({
      ok: false,
      message: ACCOUNT_FORM_MESSAGES.currentWrong,
      fieldErrors: { current: ACCOUNT_FORM_MESSAGES.currentWrong },
    })
    expect(await traces(member, next)).toEqual({ links: 0, mail: 0 })
  })

  it('the right password: the link and the notice go, and no other session is left open', async () => {
    const member = await createMember(payload, 'active')
    const user = await passwordSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next, current: TEST_PASSWORD }, freshIp())).toMatchObject({
      ok: true,
    })
    expect(await traces(member, next)).toEqual({ links: 1, mail: 2 })
    const stored = await payload.findByID({ collection: 'members', id: member.id, showHiddenFields: true })
    expect(stored.sessions?.map((session) => session.id)).toEqual([sessionIdOf(user)])
  })
})

describe('with a session opened by a magic link (a member without a password)', () => {
  /** A member who joined by a link: a random password nobody knows, `has_password` false. */
  const withoutPassword = async () => {
    const member = await createMember(payload, 'active', 'Sans', { password: randomBytes(32).toString('base64url') })
    const db = await drizzleFor(payload)
    await db.execute(sql`update members set has_password = false where id = ${member.id}`)
    return member
  }

  it('a member who has a password is asked for it even right after a magic link', async () => {
    const member = await createMember(payload, 'active')
    const user = await magicLinkSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next }, freshIp())).toMatchObject({
      ok: false,
      fieldErrors: { current: ACCOUNT_FORM_MESSAGES.reauthenticate },
    })
    expect(await traces(member, next)).toEqual({ links: 0, mail: 0 })
  })

  it(`less than ${RECENT_SIGN_IN_MINUTES} minutes ago: no password asked`, async () => {
    const member = await withoutPassword()
    const user = await magicLinkSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next }, freshIp())).toMatchObject({ ok: true })
    expect(await traces(member, next)).toEqual({ links: 1, mail: 2 })
  })

  it(`more than ${RECENT_SIGN_IN_MINUTES} minutes ago: refused like any session`, async () => {
    const member = await withoutPassword()
    const user = await magicLinkSession(member)
    const db = await drizzleFor(payload)
    const signedInAt = new Date(Date.now() - (RECENT_SIGN_IN_MINUTES * 60 + 1) * 1000).toISOString()
    await db.execute(
      sql`update payload_kv set data = ${JSON.stringify({ signedInAt })}::jsonb where key = ${`magic-link-session:${sessionIdOf(user)}`}`,
    )
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, user, { email: next }, freshIp())).toMatchObject({
      ok: false,
      message: ACCOUNT_FORM_MESSAGES.reauthenticate,
    })
    expect(await traces(member, next)).toEqual({ links: 0, mail: 0 })
  })

  it('another session of the same member, opened by password, does not borrow the magic link’s', async () => {
    const member = await createMember(payload, 'active')
    await magicLinkSession(member)
    const other = await passwordSession(member)
    const next = uniqueEmail('ailleurs')
    expect(await requestEmailChange(payload, other, { email: next }, freshIp())).toMatchObject({ ok: false })
    expect(await traces(member, next)).toEqual({ links: 0, mail: 0 })
  })
})
