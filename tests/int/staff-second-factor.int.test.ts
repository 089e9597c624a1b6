import { handleEndpoints, type Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { AUTH_MESSAGES } from '@/auth/messages'
import { secondFactorLogin } from '@/context/requestContext'
import {
  beginOwnEnrolment,
  confirmOwnEnrolment,
  resetColleagueSecondFactor,
} from '@/auth/secondFactor/accountSecondFactor'
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, totpCodeAt } from '@/domain/auth/secondFactor'

import { createStaff, TEST_PASSWORD, type SignedInUser } from './helpers/actors'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

// The setting is one row for the whole database: each test that turns it on turns it off again.
afterEach(() => payload.updateGlobal({ slug: 'staff-security', data: { second_factor_required_for_admins: false } }))

let clientCounter = 0
/** A fresh client address per request, so per-client limits never mix tests. */
const freshIp = () => `10.77.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

type LoginAnswer = {
  status: number
  message?: string
  data?: { secondFactor?: string; wrongCode?: boolean; enrolment?: { secret: string; qrCode: string } }
  token?: string
  recoveryCodes?: string[]
  cookie: string | null
}

/** POST /api/users/{path} through Payload's REST router, as a browser would send it. */
async function restPost(path: string, body: Record<string, unknown>, ip = freshIp()): Promise<LoginAnswer> {
  const response = await handleEndpoints({
    config: payload.config,
    path: `/api/users/${path}`,
    request: new Request(`http://127.0.0.1:3000/api/users/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    }),
  })
  const json = (await response.json()) as {
    errors?: { message: string; data?: LoginAnswer['data'] }[]
    token?: string
    recoveryCodes?: string[]
  }
  return {
    status: response.status,
    message: json.errors?.[0]?.message,
    data: json.errors?.[0]?.data,
    token: json.token,
    recoveryCodes: json.recoveryCodes,
    cookie: response.headers.get('set-cookie'),
  }
}

const login = (staff: { email: string }, extra: Record<string, unknown> = {}) =>
  restPost('login', { email: staff.email, password: TEST_PASSWORD, ...extra })

/** The code the authenticator shows `steps` periods from now (the enrolment used the current one). */
const codeIn = (secret: string, steps: number) => totpCodeAt(secret, Date.now() + steps * 30_000)

/** A staff account enrolled through the account screen's two steps; its secret and recovery codes. */
async function enrolledStaff(role: 'admin' | 'marketing' = 'admin') {
  const staff = await createStaff(payload, role)
  const start = await beginOwnEnrolment(payload, staff)
  if (!start.ok) throw new Error(start.message)
  const done = await confirmOwnEnrolment(payload, staff, totpCodeAt(start.enrolment.secret, Date.now()))
  if (!done.ok) throw new Error(done.message)
  return { staff, secret: start.enrolment.secret, recoveryCodes: done.recoveryCodes }
}

const storedUser = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true })
const sessionsOf = async (id: number) => (await storedUser(id)).sessions?.length ?? 0
/** The account's second factor as stored (server only). */
const storedFactor = async (id: number) =>
  (await payload.find({ collection: 'staff-second-factors', where: { user: { equals: id } }, depth: 0 })).docs[0]
const auditOf = async (id: number, action: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { target_collection: { equals: 'users' }, target_id: { equals: String(id) }, action: { equals: action } },
      depth: 0,
    })
  ).docs

describe('enrolment from the account screen', () => {
  it('a QR code drawn here, a pending secret, then ten recovery codes once a code confirms it', async () => {
    const staff = await createStaff(payload, 'marketing')
    const start = await beginOwnEnrolment(payload, staff)
    if (!start.ok) throw new Error(start.message)
    expect(start.enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(start.enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg')
    expect(start.enrolment.otpauthUri).toContain(`secret=${start.enrolment.secret}`)

    expect(await confirmOwnEnrolment(payload, staff, '000000')).toEqual({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    })
    expect((await storedFactor(staff.id))?.enabled_at ?? null).toBeNull()

    const done = await confirmOwnEnrolment(payload, staff, totpCodeAt(start.enrolment.secret, Date.now()))
    if (!done.ok) throw new Error(done.message)
    expect(done.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(done.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)

    const stored = (await storedFactor(staff.id))!
    expect(stored.enabled_at).toBeTruthy()
    expect(stored.pending_secret ?? null).toBeNull()
    // Stored encrypted, and the recovery codes only as hashes.
    expect(stored.secret).toBeTruthy()
    expect(stored.secret).not.toContain(start.enrolment.secret)
    const hashes = stored.recovery_codes as string[]
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT)
    for (const code of done.recoveryCodes) {
      expect(JSON.stringify(hashes)).not.toContain(code.replaceAll('-', ''))
    }
    expect(await auditOf(staff.id, 'second_factor_enrolled')).toHaveLength(1)

    // Enrolled: "Activer" again is refused (a stolen session cannot swap the authenticator).
    expect(await beginOwnEnrolment(payload, staff)).toEqual({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.alreadyEnrolled,
    })
  })
})

describe('POST /api/users/login asks an enrolled account for its code', () => {
  it('without the code: 401 asking for it, no token, no cookie, no session kept', async () => {
    const { staff } = await enrolledStaff()
    const sessionsBefore = await sessionsOf(staff.id)
    const answer = await login(staff)
    expect(answer).toMatchObject({ status: 401, message: SECOND_FACTOR_MESSAGES.codeNeeded, token: undefined })
    expect(answer.data).toEqual({ secondFactor: 'code' })
    expect(answer.cookie).toBeNull()
    expect(await sessionsOf(staff.id)).toBe(sessionsBefore)
  })

  it('with the authenticator’s code: signed in; the same code again: refused', async () => {
    const { staff, secret } = await enrolledStaff()
    const code = codeIn(secret, 1)
    const first = await login(staff, { code })
    expect(first.status).toBe(200)
    expect(first.token).toBeTruthy()
    expect(first.cookie).toContain('payload-token=')

    const again = await login(staff, { code })
    expect(again).toMatchObject({ status: 401, message: SECOND_FACTOR_MESSAGES.wrongCode, token: undefined })
    expect(again.data).toEqual({ secondFactor: 'code', wrongCode: true })
  })

  it('the same code sent twice at once signs in once', async () => {
    const { staff, secret } = await enrolledStaff()
    const code = codeIn(secret, 1)
    const answers = await Promise.all([login(staff, { code }), login(staff, { code }), login(staff, { code })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401])
  })

  it('a wrong code: refused in French, and counted like a wrong password (locked after 5)', async () => {
    const { staff, secret } = await enrolledStaff()
    const right = codeIn(secret, 1)
    const wrong = right === '123456' ? '654321' : '123456'
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await login(staff, { code: wrong })).toMatchObject({
        status: 401,
        message: SECOND_FACTOR_MESSAGES.wrongCode,
      })
    }
    // Locked now, even with the right code, from any address.
    expect(await login(staff, { code: right })).toMatchObject({ status: 429, message: AUTH_MESSAGES.locked })
  })

  it('the per-address limit counts the code’s tries as well', async () => {
    const { staff } = await enrolledStaff()
    const ip = freshIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push(
        (await restPost('login', { email: `absent-${attempt}@tryb.test`, password: 'x', code: '1' }, ip)).status,
      )
    }
    expect(statuses.at(-1)).toBe(429)
    expect((await restPost('login', { email: staff.email, password: TEST_PASSWORD, code: '1' }, ip)).status).toBe(429)
  })

  it('a recovery code signs in once, is audited, and is gone', async () => {
    const { staff, recoveryCodes } = await enrolledStaff()
    const recovery = recoveryCodes[3]!
    const first = await login(staff, { code: recovery.toUpperCase() })
    expect(first.status).toBe(200)
    expect(await login(staff, { code: recovery })).toMatchObject({
      status: 401,
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    })
    expect((await storedFactor(staff.id))?.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT - 1)
    const audit = await auditOf(staff.id, 'second_factor_recovery_code_used')
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actor_user).toBe(staff.id)
  })

  it('the Local API’s login is refused too without the code', async () => {
    const { staff, secret } = await enrolledStaff('marketing')
    await expect(
      payload.login({ collection: 'users', data: { email: staff.email, password: TEST_PASSWORD } }),
    ).rejects.toThrow(SECOND_FACTOR_MESSAGES.codeNeeded)
    const signedIn = await payload.login({
      collection: 'users',
      data: { email: staff.email, password: TEST_PASSWORD },
      context: secondFactorLogin({ code: codeIn(secret, 1) }),
    })
    expect(signedIn.token).toBeTruthy()
  })

  it('a wrong password with a right code is the password’s refusal, and uses no code', async () => {
    const { staff, secret } = await enrolledStaff()
    const code = codeIn(secret, 1)
    expect(await restPost('login', { email: staff.email, password: 'mauvais', code })).toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.wrongCredentials,
    })
    expect((await login(staff, { code })).status).toBe(200)
  })
})

describe('the setting that makes it required for admins', () => {
  it('an admin without one enrols at login (QR, then the code), gets the recovery codes, then needs a code', async () => {
    const admin = await createStaff(payload, 'admin')
    const marketing = await createStaff(payload, 'marketing')
    expect((await login(admin)).status).toBe(200)
    await payload.updateGlobal({ slug: 'staff-security', data: { second_factor_required_for_admins: true } })

    const asked = await login(admin)
    expect(asked).toMatchObject({ status: 403, message: SECOND_FACTOR_MESSAGES.enrolmentRequired, token: undefined })
    expect(asked.data?.secondFactor).toBe('enrol')
    const enrolment = asked.data!.enrolment!
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(asked.cookie).toBeNull()

    expect(await login(admin, { enrolmentSecret: enrolment.secret, code: '000000' })).toMatchObject({
      status: 401,
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    })
    const enrolled = await login(admin, {
      enrolmentSecret: enrolment.secret,
      code: totpCodeAt(enrolment.secret, Date.now()),
    })
    expect(enrolled.status).toBe(200)
    expect(enrolled.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(await auditOf(admin.id, 'second_factor_enrolled')).toHaveLength(1)

    // From now on, a code; and a new secret sent at login changes nothing.
    expect(await login(admin)).toMatchObject({ status: 401, data: { secondFactor: 'code' } })
    const other = (await login(marketing)).status
    expect(other).toBe(200)
    expect(
      await login(admin, { enrolmentSecret: 'A'.repeat(32), code: totpCodeAt('A'.repeat(32), Date.now()) }),
    ).toMatchObject({
      status: 401,
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    })
    expect((await login(admin, { code: codeIn(enrolment.secret, 1) })).status).toBe(200)
  })

  it('is off by default, readable and writable by admins only', async () => {
    const admin = await createStaff(payload, 'admin')
    const marketing = await createStaff(payload, 'marketing')
    const adminAuth = await authorizationOf(payload, admin)
    expect(await restRequest(payload, 'GET', '/globals/staff-security', adminAuth)).toMatchObject({
      status: 200,
      body: { second_factor_required_for_admins: false },
    })
    const marketingAuth = await authorizationOf(payload, marketing)
    expect((await restRequest(payload, 'GET', '/globals/staff-security', marketingAuth)).status).toBe(403)
    expect((await restRequest(payload, 'GET', '/globals/staff-security')).status).toBe(403)
    const forged = await restRequest(payload, 'POST', '/globals/staff-security', marketingAuth, {
      second_factor_required_for_admins: true,
    })
    expect(forged.status).toBe(403)
    const setting = await payload.findGlobal({ slug: 'staff-security' })
    expect(setting.second_factor_required_for_admins ?? false).toBe(false)
  })
})

describe('the secrets never leave the server', () => {
  it('no REST door reads or writes them, not even for the account itself or an admin', async () => {
    const { staff, secret } = await enrolledStaff('marketing')
    const admin = await createStaff(payload, 'admin')
    const ownAuth = `JWT ${(await login(staff, { code: codeIn(secret, 1) })).token!}`
    const adminAuth = await authorizationOf(payload, admin)
    const before = (await storedFactor(staff.id))!
    for (const authorization of [ownAuth, adminAuth]) {
      const account = await restRequest(payload, 'GET', `/users/${staff.id}`, authorization)
      expect(account.status).toBe(200)
      expect(JSON.stringify(account.body)).not.toContain(before.secret!)
      expect((await restRequest(payload, 'GET', '/staff-second-factors', authorization)).status).toBe(403)
      expect((await restRequest(payload, 'GET', `/staff-second-factors/${before.id}`, authorization)).status).toBe(403)
      const forged = await restRequest(payload, 'PATCH', `/staff-second-factors/${before.id}`, authorization, {
        secret: null,
        recovery_codes: [],
      })
      expect(forged.status).toBe(403)
      expect((await restRequest(payload, 'DELETE', `/staff-second-factors/${before.id}`, authorization)).status).toBe(
        403,
      )
      const planted = await restRequest(payload, 'POST', '/staff-second-factors', authorization, { user: staff.id })
      expect(planted.status).toBe(403)
    }
    expect(await storedFactor(staff.id)).toEqual(before)
  })
})

describe('a lost device', () => {
  it('another admin resets it, audited with the reason; the account then signs in with its password', async () => {
    const { staff } = await enrolledStaff('marketing')
    const admin = (await createStaff(payload, 'admin')) as SignedInUser
    expect(await resetColleagueSecondFactor(payload, admin, staff.id, 'Téléphone perdu')).toEqual({
      ok: true,
      message: SECOND_FACTOR_MESSAGES.reset,
    })
    const [entry] = await auditOf(staff.id, 'second_factor_reset')
    expect(entry).toMatchObject({ actor_user: admin.id, notes: 'Téléphone perdu' })
    expect(await storedFactor(staff.id)).toBeUndefined()
    expect((await login(staff)).status).toBe(200)
    // Nothing left to reset.
    expect(await resetColleagueSecondFactor(payload, admin, staff.id, '')).toEqual({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.notEnrolled,
    })
  })

  it('no admin resets their own', async () => {
    const { staff } = await enrolledStaff('admin')
    expect(await resetColleagueSecondFactor(payload, staff, staff.id, '')).toEqual({
      ok: false,
      message: SECOND_FACTOR_MESSAGES.resetOwnRefused,
    })
    expect((await storedFactor(staff.id))?.secret).toBeTruthy()
  })
})

describe('the staff password reset hands out no session', () => {
  it('changes the password, answers no token nor cookie; the login still asks for the code', async () => {
    const { staff, secret } = await enrolledStaff()
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: staff.email },
      disableEmail: true,
    })
    const answer = await restPost('reset-password', { token, password: 'nouveau-mot-de-passe-1' })
    expect(answer).toMatchObject({ status: 200, token: undefined, cookie: null })
    const withNew = await restPost('login', { email: staff.email, password: 'nouveau-mot-de-passe-1' })
    expect(withNew).toMatchObject({ status: 401, data: { secondFactor: 'code' } })
    const signedIn = await restPost('login', {
      email: staff.email,
      password: 'nouveau-mot-de-passe-1',
      code: codeIn(secret, 1),
    })
    expect(signedIn.status).toBe(200)
  })
})
