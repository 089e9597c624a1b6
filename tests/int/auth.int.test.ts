import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { requestMagicLink, signInWithMagicLink } from '@/auth/magicLink'
import { AUTH_MESSAGES } from '@/auth/messages'
import { signInWithPassword } from '@/auth/passwordLogin'
import { hit } from '@/auth/rateLimit'
import { consumeToken, createToken } from '@/auth/tokens'
import { drizzleFor } from '@/db/drizzleFor'
import { INACTIVE_ACCOUNT } from '@/domain/members/memberRouting'

import { createMember, uniqueEmail } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

const queuedEmailsTo = async (to: string) => {
  const { docs } = await payload.find({ collection: 'payload-jobs', limit: 100, depth: 0 })
  return docs.filter((job) => (job.input as { to?: string } | undefined)?.to === to)
}

/** The raw token of the last sign-in e-mail queued for `to`, read from the link in its text. */
const linkTokenFor = async (to: string) => {
  const jobs = await queuedEmailsTo(to)
  const text = (jobs.at(-1)?.input as { text: string }).text
  return new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
}

const sessionsOf = async (id: number) =>
  (await payload.findByID({ collection: 'members', id, showHiddenFields: true })).sessions ?? []

const authenticates = async (token: string) =>
  (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user?.id ?? null

describe('rate limits (stored in PostgreSQL)', () => {
  it('allows `max` hits per window, then refuses with the seconds left', async () => {
    const key = `test:${Date.now()}`
    const results = [] as Awaited<ReturnType<typeof hit>>[]
    for (let i = 0; i < 4; i++) results.push(await hit(payload, key, { max: 3, windowSeconds: 60 }))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3].retryAfterSeconds).toBeGreaterThan(55)
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('counts every one of many simultaneous hits (no lost update)', async () => {
    const key = `test:parallel:${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hit(payload, key, { max: 10, windowSeconds: 60 })),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
  })

  it('starts a new window once the old one has passed', async () => {
    const key = `test:window:${Date.now()}`
    await hit(payload, key, { max: 1, windowSeconds: 60 })
    expect((await hit(payload, key, { max: 1, windowSeconds: 60 })).allowed).toBe(false)
    const db = await drizzleFor(payload)
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`)
    expect((await hit(payload, key, { max: 1, windowSeconds: 60 })).allowed).toBe(true)
  })
})

describe('single-use link tokens', () => {
  it('only their hash is stored, and one request out of many concurrent ones spends a token', async () => {
    const member = await createMember(payload, 'active')
    const token = await createToken(payload, member.id, 'login')
    const { docs } = await payload.find({ collection: 'magic-link-tokens', where: { member: { equals: member.id } } })
    expect(docs[0].token_hash).not.toContain(token)
    expect(docs[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
    const winners = await Promise.all(Array.from({ length: 12 }, () => consumeToken(payload, token, 'login')))
    expect(winners.filter((winner) => winner === member.id)).toHaveLength(1)
    expect(winners.filter((winner) => winner === null)).toHaveLength(11)
  })

  it('refuses an expired token, one of another purpose and an unknown one', async () => {
    const member = await createMember(payload, 'active')
    const expired = await createToken(payload, member.id, 'login')
    const db = await drizzleFor(payload)
    await db.execute(
      sql`update magic_link_tokens set expires_at = now() - interval '1 second' where member_id = ${member.id}`,
    )
    expect(await consumeToken(payload, expired, 'login')).toBeNull()
    const reset = await createToken(payload, member.id, 'reset')
    expect(await consumeToken(payload, reset, 'login')).toBeNull()
    expect(await consumeToken(payload, 'inconnu', 'login')).toBeNull()
    expect(await consumeToken(payload, reset, 'reset')).toBe(member.id)
  })
})

describe('magic link', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('inconnu')
    expect(await requestMagicLink(payload, { email, ip: '10.0.0.1' })).toEqual({
      ok: true,
      outcome: 'sent',
      message: '📬 Lien magique envoyé !',
      cooldownSeconds: 60,
    })
    expect(await queuedEmailsTo(email)).toHaveLength(0)
  })

  it('asks for an address', async () => {
    expect(await requestMagicLink(payload, { email: '  ', ip: '10.0.0.2' })).toEqual({
      ok: false,
      outcome: 'required',
      message: 'Entre ton email.',
    })
  })

  it('e-mails a link to a member, then refuses a resend within the cooldown', async () => {
    const member = await createMember(payload, 'waitlist')
    const ip = '10.0.0.3'
    expect((await requestMagicLink(payload, { email: member.email.toUpperCase(), ip })).ok).toBe(true)
    expect(await queuedEmailsTo(member.email)).toHaveLength(1)
    const again = await requestMagicLink(payload, { email: member.email, ip })
    expect(again.ok).toBe(false)
    expect(again.message).toMatch(/^Patiente (59|60)s avant un nouvel envoi\.$/)
    expect(again.cooldownSeconds).toBeGreaterThanOrEqual(59)
    expect(await queuedEmailsTo(member.email)).toHaveLength(1)
  })

  it('sends nothing to an inactive member, with the same answer', async () => {
    const member = await createMember(payload, 'inactive')
    expect((await requestMagicLink(payload, { email: member.email, ip: '10.0.0.4' })).message).toBe(
      AUTH_MESSAGES.magicLinkSent,
    )
    expect(await queuedEmailsTo(member.email)).toHaveLength(0)
  })

  it('limits one client to 10 requests a minute, whatever the addresses', async () => {
    const ip = '10.0.0.5'
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await requestMagicLink(payload, { email: uniqueEmail('flood'), ip }))
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true)
    expect(answers[10]).toMatchObject({ ok: false, message: 'Trop de demandes. Réessaie dans une minute.' })
  })

  it('the link signs the member in once, opens a session and confirms the address', async () => {
    const member = await createMember(payload, 'active')
    await requestMagicLink(payload, { email: member.email, ip: '10.0.0.6' })
    const token = await linkTokenFor(member.email)
    const signedIn = await signInWithMagicLink(payload, token)
    expect(signedIn).toMatchObject({ ok: true, destination: { path: '/dashboard' } })
    expect(await authenticates((signedIn as { sessionToken: string }).sessionToken)).toBe(member.id)
    expect(await sessionsOf(member.id)).toHaveLength(1)
    expect((await payload.findByID({ collection: 'members', id: member.id })).email_confirmed_at).toBeTruthy()
    expect(await signInWithMagicLink(payload, token)).toEqual({ ok: false, destination: null })
  })

  it('a member made inactive after the e-mail left is refused and gets no session', async () => {
    const member = await createMember(payload, 'waitlist')
    await requestMagicLink(payload, { email: member.email, ip: '10.0.0.7' })
    await payload.update({ collection: 'members', id: member.id, data: { status: 'inactive' } })
    expect(await signInWithMagicLink(payload, await linkTokenFor(member.email))).toEqual({
      ok: false,
      destination: { refused: INACTIVE_ACCOUNT },
      // The link proved the address: the login page may offer the reactivation request.
      inactiveMemberId: member.id,
    })
    expect(await sessionsOf(member.id)).toHaveLength(0)
  })
})

describe('password login', () => {
  it('routes by status and opens a session', async () => {
    const active = await createMember(payload, 'active')
    const waitlist = await createMember(payload, 'waitlist')
    const first = await signInWithPassword(payload, { email: active.email, password: 'motdepasse1', ip: '10.1.0.1' })
    expect(first).toMatchObject({ ok: true, destination: { path: '/dashboard' } })
    expect(await authenticates((first as { sessionToken: string }).sessionToken)).toBe(active.id)
    expect(
      await signInWithPassword(payload, {
        email: ` ${waitlist.email.toUpperCase()} `,
        password: 'motdepasse1',
        ip: '10.1.0.1',
      }),
    ).toMatchObject({ ok: true, destination: { path: '/welcome' } })
  })

  it('says the same for a wrong password and an unknown address', async () => {
    const member = await createMember(payload, 'active')
    expect(await signInWithPassword(payload, { email: member.email, password: 'mauvais1', ip: '10.1.0.2' })).toEqual({
      ok: false,
      message: 'E-mail ou mot de passe incorrect.',
    })
    expect(
      await signInWithPassword(payload, { email: uniqueEmail('personne'), password: 'x1234567', ip: '10.1.0.2' }),
    ).toEqual({
      ok: false,
      message: 'E-mail ou mot de passe incorrect.',
    })
  })

  it('refuses an inactive member with the product’s message, and opens no session', async () => {
    const member = await createMember(payload, 'inactive')
    expect(await signInWithPassword(payload, { email: member.email, password: 'motdepasse1', ip: '10.1.0.3' })).toEqual(
      {
        ok: false,
        message: INACTIVE_ACCOUNT,
        // The password was right: the login page may offer the reactivation request.
        inactiveMemberId: member.id,
      },
    )
    expect(await sessionsOf(member.id)).toHaveLength(0)
  })

  it('tells an inactive member nothing with a wrong password: the generic message, no member', async () => {
    const member = await createMember(payload, 'inactive')
    const wrong = await signInWithPassword(payload, { email: member.email, password: 'mauvais-9', ip: '10.1.0.4' })
    expect(wrong).toEqual({ ok: false, message: 'E-mail ou mot de passe incorrect.' })
    expect(wrong).not.toHaveProperty('inactiveMemberId', expect.anything())
  })

  it('locks the account after 5 wrong passwords, even against the right one', async () => {
    const member = await createMember(payload, 'active')
    for (let i = 0; i < 5; i++) {
      await signInWithPassword(payload, { email: member.email, password: `mauvais${i}`, ip: `10.1.1.${i}` })
    }
    expect(await signInWithPassword(payload, { email: member.email, password: 'motdepasse1', ip: '10.1.1.9' })).toEqual(
      {
        ok: false,
        message: AUTH_MESSAGES.locked,
      },
    )
  })

  it('limits attempts per address across clients, and per client across addresses', async () => {
    const member = await createMember(payload, 'active')
    const perAddress = []
    for (let i = 0; i < 11; i++) {
      perAddress.push(await signInWithPassword(payload, { email: member.email, password: 'x', ip: `10.2.0.${i}` }))
    }
    expect(perAddress[10]).toMatchObject({ ok: false, message: 'Trop de demandes. Réessaie dans une minute.' })

    const perClient = []
    for (let i = 0; i < 21; i++) {
      perClient.push(await signInWithPassword(payload, { email: uniqueEmail('essai'), password: 'x', ip: '10.2.1.1' }))
    }
    expect(perClient[19]).toMatchObject({ message: 'E-mail ou mot de passe incorrect.' })
    expect(perClient[20]).toMatchObject({ ok: false, message: 'Trop de demandes. Réessaie dans une minute.' })
  })

  it('the REST login refuses inactive members too', async () => {
    const member = await createMember(payload, 'inactive')
    await expect(
      payload.login({ collection: 'members', data: { email: member.email, password: 'motdepasse1' } }),
    ).rejects.toThrow(INACTIVE_ACCOUNT)
  })
})

describe('deactivation', () => {
  it('ends every session of the member at once', async () => {
    const member = await createMember(payload, 'active')
    const tokens = []
    for (const ip of ['10.3.0.1', '10.3.0.2']) {
      const signedIn = await signInWithPassword(payload, { email: member.email, password: 'motdepasse1', ip })
      tokens.push((signedIn as { sessionToken: string }).sessionToken)
    }
    expect(await Promise.all(tokens.map(authenticates))).toEqual([member.id, member.id])
    await payload.update({ collection: 'members', id: member.id, data: { status: 'inactive' } })
    expect(await sessionsOf(member.id)).toHaveLength(0)
    expect(await Promise.all(tokens.map(authenticates))).toEqual([null, null])
  })
})
