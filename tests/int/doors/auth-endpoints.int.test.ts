import { handleEndpoints, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { AUTH_MESSAGES, BUILT_IN_AUTH_REFUSALS } from '@/auth/messages'
import { signInWithPassword } from '@/auth/passwordLogin'

import { createMember, createStaff, TEST_PASSWORD, uniqueEmail } from '../helpers/actors'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

let clientCounter = 0
/** A fresh client address per test, so per-client limits of one test never touch another. */
const freshIp = () => `10.90.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

/** POST /api/{collection}/{path} through Payload's REST router, from the client `ip`. */
async function restPost(path: string, body: Record<string, unknown>, ip = freshIp()) {
  const response = await handleEndpoints({
    config: payload.config,
    path: `/api/${path}`,
    request: new Request(`http://127.0.0.1:3000/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    }),
  })
  const json = (await response.json()) as { errors?: { message: string }[]; token?: string }
  return {
    status: response.status,
    message: json.errors?.[0]?.message,
    json,
    cookie: response.headers.get('set-cookie'),
  }
}

const emailJobs = async () =>
  (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } } })).totalDocs

const stored = (id: number) => payload.findByID({ collection: 'members', id, depth: 0, showHiddenFields: true })

describe("Payload's built-in member auth endpoints are refused in French", () => {
  it('forgot-password: 403, no token stored, no e-mail', async () => {
    const member = await createMember(payload, 'active')
    const jobsBefore = await emailJobs()
    const answer = await restPost('members/forgot-password', { email: member.email })
    expect(answer).toMatchObject({ status: 403, message: BUILT_IN_AUTH_REFUSALS['forgot-password'] })
    expect((await stored(member.id)).resetPasswordToken ?? null).toBeNull()
    expect(await emailJobs()).toBe(jobsBefore)
  })

  it('reset-password, unlock, verify and first-register: 403, nothing written', async () => {
    const member = await createMember(payload, 'active')
    const before = await stored(member.id)
    const attempts = [
      ['members/reset-password', { token: 'x', password: 'abc' }, BUILT_IN_AUTH_REFUSALS['reset-password']],
      ['members/unlock', { email: member.email }, BUILT_IN_AUTH_REFUSALS.unlock],
      [`members/verify/${member.id}`, {}, BUILT_IN_AUTH_REFUSALS['verify/:id']],
      [
        'members/first-register',
        { email: uniqueEmail('intrus'), password: 'abc', first_name: 'A', last_name: 'B' },
        BUILT_IN_AUTH_REFUSALS['first-register'],
      ],
    ] as const
    const membersBefore = (await payload.count({ collection: 'members' })).totalDocs
    for (const [path, body, message] of attempts) {
      expect(await restPost(path, body), path).toMatchObject({ status: 403, message })
    }
    expect(await stored(member.id)).toEqual(before)
    expect((await payload.count({ collection: 'members' })).totalDocs).toBe(membersBefore)
  })
})

describe('every login door has the site login’s limits and answers', () => {
  it('POST /api/members/login signs a member in with the right password (cookie and token)', async () => {
    const member = await createMember(payload, 'active')
    const answer = await restPost('members/login', { email: member.email, password: TEST_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.json.token).toBeTruthy()
    expect(answer.cookie).toContain('payload-token=')
  })

  it('POST /api/users/login still signs staff in (the admin login screen uses it)', async () => {
    const admin = await createStaff(payload, 'admin')
    const answer = await restPost('users/login', { email: admin.email, password: TEST_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.cookie).toContain('payload-token=')
  })

  it('a wrong password and an unknown address get the same French 401', async () => {
    const member = await createMember(payload, 'active')
    for (const path of ['members/login', 'users/login']) {
      const wrong = await restPost(path, { email: member.email, password: 'mauvais' })
      const unknown = await restPost(path, { email: uniqueEmail('personne'), password: 'mauvais' })
      expect(wrong, path).toEqual({ ...unknown, json: wrong.json })
      expect(wrong, path).toMatchObject({ status: 401, message: AUTH_MESSAGES.wrongCredentials })
    }
  })

  it('a login with a field missing names it (400), on every door, and counts nothing', async () => {
    const member = await createMember(payload, 'active')
    for (const path of ['members/login', 'users/login']) {
      expect(await restPost(path, { email: '', password: 'x' }), path).toMatchObject({
        status: 400,
        message: AUTH_MESSAGES.emailRequired,
      })
      expect(await restPost(path, { email: member.email }), path).toMatchObject({
        status: 400,
        message: AUTH_MESSAGES.passwordRequired,
      })
    }
    // Not counted as wrong passwords: the right one still signs in after many empty tries.
    for (let i = 0; i < 6; i++) await restPost('members/login', { email: member.email, password: '' })
    expect((await restPost('members/login', { email: member.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('the lockout after 5 wrong passwords says the same for a real and an unknown address', async () => {
    const member = await createMember(payload, 'active')
    const unknown = uniqueEmail('personne')
    for (const email of [member.email, unknown]) {
      for (let i = 0; i < 5; i++) await restPost('members/login', { email, password: `mauvais${i}` })
    }
    const real = await restPost('members/login', { email: member.email, password: TEST_PASSWORD })
    const ghost = await restPost('members/login', { email: unknown, password: TEST_PASSWORD })
    expect(real).toMatchObject({ status: 429, message: AUTH_MESSAGES.locked })
    expect(ghost).toMatchObject({ status: 429, message: AUTH_MESSAGES.locked })
    // The site's form shares the count: the same address is locked there too.
    expect(await signInWithPassword(payload, { email: member.email, password: TEST_PASSWORD, ip: freshIp() })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.locked,
    })
    expect((await stored(member.id)).sessions ?? []).toHaveLength(0)
  })

  it('per address: the 11th attempt in a minute is a 429, across doors and clients', async () => {
    const member = await createMember(payload, 'active')
    for (let i = 0; i < 5; i++) await signInWithPassword(payload, { email: member.email, password: 'x', ip: freshIp() })
    for (let i = 0; i < 5; i++) await restPost('users/login', { email: member.email, password: 'x' })
    const answer = await restPost('members/login', { email: member.email, password: TEST_PASSWORD })
    expect(answer).toMatchObject({ status: 429, message: AUTH_MESSAGES.tooManyRequests })
    expect((await stored(member.id)).sessions ?? []).toHaveLength(0)
  })

  it('per client: the 21st attempt in a minute from one client is a 429', async () => {
    const member = await createMember(payload, 'active')
    const ip = freshIp()
    for (let i = 0; i < 20; i++) await restPost('members/login', { email: uniqueEmail('essai'), password: 'x' }, ip)
    const answer = await restPost('members/login', { email: member.email, password: TEST_PASSWORD }, ip)
    expect(answer).toMatchObject({ status: 429, message: AUTH_MESSAGES.tooManyRequests })
    expect((await stored(member.id)).sessions ?? []).toHaveLength(0)
  })
})
